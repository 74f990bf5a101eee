// SQL of account security that is not a token's own (tokens.ts): recording a proven address.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { verifiedNow } from './tokens.ts';

/** The user's address is proven: a link mailed to it was used. */
export async function markEmailVerified(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ email_verified: true, ...verifiedNow, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
