// SQL of certifier accounts: a user that speaks for a certifier (linked by staff), so the
// records it makes name that certifier and it may sign them.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { certifierAccounts, certifiers } from '#server/db/schema.ts';

/** The certifier the user speaks for, or null. */
export async function certifierOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: certifiers.id, name: certifiers.name })
    .from(certifierAccounts)
    .innerJoin(certifiers, eq(certifiers.id, certifierAccounts.certifier_id))
    .where(eq(certifierAccounts.user_id, userId))
    .limit(1);
  return row ?? null;
}

/** Links (or with null unlinks) the user and a certifier. */
export async function linkCertifier(db: Db | Tx, userId: string, certifierId: string | null) {
  if (certifierId === null) {
    await db.delete(certifierAccounts).where(eq(certifierAccounts.user_id, userId));
    return;
  }
  await db
    .insert(certifierAccounts)
    .values({ user_id: userId, certifier_id: certifierId })
    .onConflictDoUpdate({ target: certifierAccounts.user_id, set: { certifier_id: certifierId } });
}
