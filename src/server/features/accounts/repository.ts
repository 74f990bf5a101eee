// SQL of users, sessions and contact views. Usernames and e-mails compare ignoring case, as the
// unique indexes on lower(username) and lower(email) do.
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { contactViews, sessions, users } from '#server/db/schema.ts';
import { activeAccount } from '#server/policies/user-access.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type ProfileFields = Pick<
  NewUser,
  | 'first_name'
  | 'last_name'
  | 'country'
  | 'phone_number'
  | 'language'
  | 'contact_visibility'
  | 'message_mails'
  | 'takeoff_weight'
>;

const sameText = (column: typeof users.username | typeof users.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Which of a username and an e-mail already belong to someone (ignoring case). */
export async function takenFields(db: Db, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sameText(users.username, username), sameText(users.email, email)));
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/**
 * The account a login name points at: with an @ it is an e-mail, without one a username
 * (usernames cannot hold an @, so no username can pass for someone else's address).
 */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(loginMatches(login)).limit(1);
  return row ?? null;
}

/** The id of the account a login name points at (the login throttle counts per account). */
export async function findUserIdByLogin(db: Db, login: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(loginMatches(login)).limit(1);
  return row?.id ?? null;
}

const loginMatches = (login: string) =>
  sameText(login.includes('@') ? users.email : users.username, login);

export async function insertUser(db: Pick<Db, 'insert'>, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<ProfileFields & { password_hash: string }>,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * Users others may see, newest first; suspended accounts are left out. Only the public fields
 * are read: the list is open to every account, so contact fields never leave in bulk.
 */
export async function listUsers(db: Db, page: { page: number; page_size: number }) {
  const visible = activeAccount();
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        is_certified_seller: users.is_certified_seller,
        date_joined: users.date_joined,
      })
      .from(users)
      .where(visible)
      .orderBy(desc(users.date_joined), desc(users.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ value: count() }).from(users).where(visible),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A new session; the user's expired ones are cleared on the way so the table does not grow. */
export async function createSession(
  db: Db,
  { userId, tokenHash, expiresAt }: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, new Date())));
    await tx
      .insert(sessions)
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
  });
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Serialises one viewer's contact views until the transaction ends (across processes). */
export async function lockContactViews(tx: Tx, viewerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'contact:' + viewerId}))`);
}

/** The viewer's contact views on `day`, of one profile when `userId` is given. */
export async function countContactViews(
  tx: Tx,
  { viewerId, day, userId }: { viewerId: string; day: string; userId?: string },
): Promise<number> {
  const mine = and(eq(contactViews.viewer_id, viewerId), eq(contactViews.day, day));
  const [row] = await tx
    .select({ n: count() })
    .from(contactViews)
    .where(userId ? and(mine, eq(contactViews.user_id, userId)) : mine);
  return row?.n ?? 0;
}

export async function insertContactView(
  tx: Tx,
  { viewerId, userId, day }: { viewerId: string; userId: string; day: string },
) {
  await tx.insert(contactViews).values({ viewer_id: viewerId, user_id: userId, day });
}
