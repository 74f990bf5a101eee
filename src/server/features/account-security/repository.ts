// SQL of account security other than the tokens' own (token-repository.ts): proven addresses,
// passwords and the sessions they end, and the deletion of an account.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  gearPictures,
  gears,
  itemRecords,
  items,
  recordPictures,
  sessions,
  users,
} from '#server/db/schema.ts';

/**
 * The update that records a proven address (a link mailed to it was used). The first proof's
 * time is kept: logged-out contact messages from the address are the user's from then on.
 */
const verifiedNow = {
  email_verified: true,
  email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
};

/** The user's address is proven: a link mailed to it was used. */
export async function markEmailVerified(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ ...verifiedNow, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/** The account of an e-mail address, ignoring case as its unique index does. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user ?? null;
}

export async function lockUser(tx: Tx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user ?? null;
}

/**
 * A new password. One set through a link mailed to the account also proves its address, as
 * well as verify-email does (`viaMail`).
 */
export async function updatePassword(
  tx: Tx,
  { userId, passwordHash, viaMail }: { userId: string; passwordHash: string; viaMail?: boolean },
) {
  await tx
    .update(users)
    .set({ password_hash: passwordHash, ...(viaMail ? verifiedNow : {}), updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/** Ends the user's sessions, all or all but one; answers how many ended. */
export async function deleteSessions(
  tx: Tx,
  { userId, except }: { userId: string; except?: string },
): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Deletes the user (the database cascades to what is theirs) and answers the storage keys of
 * the photos that went with it: those of their listings and of the certificates of or on them.
 */
export async function deleteUserReturningPhotoKeys(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The user row first (no new listing can reference it now), then the listings, which
    // photo uploads lock too: no picture can appear between reading the keys and deleting.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    await tx.select({ id: gears.id }).from(gears).where(eq(gears.user_id, id)).for('update');
    const pictureKeys = await tx
      .select({ key: gearPictures.storage_key })
      .from(gearPictures)
      .innerJoin(gears, eq(gears.id, gearPictures.gear_id))
      .where(eq(gears.user_id, id));
    // Records go with their item, their author, or the listing they were made through.
    const certificateKeys = await tx
      .select({ key: recordPictures.storage_key })
      .from(recordPictures)
      .innerJoin(itemRecords, eq(itemRecords.id, recordPictures.record_id))
      .innerJoin(items, eq(items.id, itemRecords.item_id))
      .leftJoin(gears, eq(gears.id, itemRecords.gear_id))
      .where(or(eq(gears.user_id, id), eq(itemRecords.user_id, id), eq(items.owner_id, id)));
    await tx.delete(users).where(eq(users.id, id));
    return [...pictureKeys, ...certificateKeys].map((row) => row.key);
  });
}
