// Staff's view of the accounts: search, and the role/badge/suspension flags. A suspension also
// ends every session of the account in the same transaction (the auth plugin already refuses
// a suspended account's tokens; deleting them makes the revocation permanent).
import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminUser, AdminUserPatch } from '#shared/contracts/admin.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { certifierAccounts, certifiers, sessions, users } from '#server/db/schema.ts';
import { toPrivateUser } from '#server/features/accounts/mapping.ts';
import { recordAudit } from '#server/audit/audit-log.ts';

type UserRow = typeof users.$inferSelect;
type Certifier = AdminUser['certifier'];
const toAdminUser = (u: UserRow, certifier: Certifier): AdminUser => ({
  ...toPrivateUser(u),
  is_suspended: u.is_suspended,
  certifier,
});

/** The certifier each of these users speaks for: one query for a whole page of rows. */
async function certifiersOf(db: Db | Tx, ids: string[]): Promise<Map<string, Certifier>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ user: certifierAccounts.user_id, id: certifiers.id, name: certifiers.name })
    .from(certifierAccounts)
    .innerJoin(certifiers, eq(certifiers.id, certifierAccounts.certifier_id))
    .where(inArray(certifierAccounts.user_id, ids));
  return new Map(rows.map(({ user, ...certifier }) => [user, certifier]));
}
const withCertifiers = async (db: Db | Tx, rows: UserRow[]) => {
  const linked = await certifiersOf(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => toAdminUser(u, linked.get(u.id) ?? null));
};
// The username rides along so the audit log can say whose account changed.
const flagsOf = (u: UserRow) => ({
  username: u.username,
  is_certified_seller: u.is_certified_seller,
  is_staff: u.is_staff,
  is_suspended: u.is_suspended,
});

/** `%` and `_` typed by staff are literal characters, not wildcards. */
const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchUsers(db: Db, query: { q?: string; page: number; page_size: number }) {
  const pattern = query.q ? contains(query.q) : undefined;
  const where = pattern
    ? or(
        sql`${users.username} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`${users.first_name} ilike ${pattern}`,
        sql`${users.last_name} ilike ${pattern}`,
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.date_joined), desc(users.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items: await withCertifiers(db, rows), total: total?.value ?? 0 };
}

/** Changes the flags and records the change; null when there is no such user. */
export async function patchUser(
  db: Db,
  { actorId, id, patch }: { actorId: string; id: string; patch: AdminUserPatch },
): Promise<AdminUser | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return null;
    const [after] = await tx
      .update(users)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (patch.is_suspended) await tx.delete(sessions).where(eq(sessions.user_id, id));
    await recordAudit(tx, {
      actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before: flagsOf(before),
      after: flagsOf(after!),
    });
    return (await withCertifiers(tx, [after!]))[0]!;
  });
}

/** Makes an existing account staff (create-admin.ts; the back office goes through `patchUser`). */
export async function grantStaff(tx: Tx, id: string) {
  await tx.update(users).set({ is_staff: true, updated_at: new Date() }).where(eq(users.id, id));
}
