// SQL of the one-use tokens of mailed links (tokens.ts says what they are). The database keeps
// only a token's SHA-256 (`hash` here), never the token.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { oneTimeTokens } from '#server/db/schema.ts';
import type { TokenPurpose } from './tokens.ts';

type Executor = Pick<Db, 'select' | 'update' | 'delete' | 'insert'>;
type TokenRef = { hash: string; purpose: TokenPurpose };

/** Stores a new token of a purpose; the user's unused ones of that purpose go in the same step. */
export async function insertToken(
  db: Db,
  { userId, ref, expiresAt }: { userId: string; ref: TokenRef; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await dropUnusedTokens(tx, userId, ref.purpose);
    await tx.insert(oneTimeTokens).values({
      user_id: userId,
      purpose: ref.purpose,
      token_hash: ref.hash,
      expires_at: expiresAt,
    });
  });
}

/**
 * Marks a usable token used and answers its user, in one statement so two requests with the
 * same link cannot both succeed; null when the token does not qualify.
 */
export async function useToken(tx: Executor, { hash, purpose }: TokenRef): Promise<string | null> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.token_hash, hash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ user_id: oneTimeTokens.user_id });
  return row?.user_id ?? null;
}

/** A token that could not be used: unknown (null), or known with when it was used (if it was). */
export async function findToken(tx: Executor, { hash, purpose }: TokenRef) {
  const [known] = await tx
    .select({ used_at: oneTimeTokens.used_at })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.token_hash, hash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return known ?? null;
}

/** Unused tokens of a purpose stop working (after a reset, older reset links must not). */
export async function dropUnusedTokens(tx: Executor, userId: string, purpose: TokenPurpose) {
  await tx
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.used_at),
      ),
    );
}
