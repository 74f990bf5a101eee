// One-use tokens of mailed links (e-mail verification, password reset). Like session tokens they
// are 256 random bits of which the database only keeps the SHA-256, so a leaked table opens no
// account. A new token of a purpose replaces the user's unused ones: only the latest link works.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { oneTimeTokens, users } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hashToken } from '#server/plugins/auth.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';
type Executor = Pick<Db, 'select' | 'update' | 'delete' | 'insert'>;

const HOUR_MS = 3_600_000;
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * HOUR_MS,
  reset_password: HOUR_MS,
};

/** The messages of a link that cannot be used; the web app translates them by their text. */
export const TOKEN_MESSAGES = {
  invalid:
    'This link is not valid. Please check that you copied the whole link, or ask for a new one.',
  used: 'This link has already been used.',
  expired: 'This link has expired. Please ask for a new one.',
} as const;

/**
 * The update that records a proven address (a link mailed to it was used). The first proof's
 * time is kept: logged-out contact messages from the address are the user's from then on.
 */
export const verifiedNow = {
  email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
};

export async function issueToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await dropUnusedTokens(tx, userId, purpose);
    await tx.insert(oneTimeTokens).values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
  });
  return token;
}

/**
 * Marks the token used and answers its user, in one statement so two requests with the same
 * link cannot both succeed. A token that does not qualify is a 400 invalid_token saying why.
 */
export async function consumeToken(
  tx: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<string> {
  const hash = hashToken(token);
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
  if (row) return row.user_id;
  const [known] = await tx
    .select({ used_at: oneTimeTokens.used_at })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.token_hash, hash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  const reason = !known ? 'invalid' : known.used_at ? 'used' : 'expired';
  throw new HttpError('invalid_token', TOKEN_MESSAGES[reason]);
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
