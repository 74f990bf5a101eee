// One-use tokens of mailed links (e-mail verification, password reset). Like session tokens they
// are 256 random bits of which the database only keeps the SHA-256, so a leaked table opens no
// account. A new token of a purpose replaces the user's unused ones: only the latest link works.
import { randomBytes } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { hashToken } from '#server/plugins/auth.ts';
import { findToken, insertToken, useToken } from './token-repository.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';
type Executor = Parameters<typeof useToken>[0];

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

export async function issueToken(db: Db, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    userId,
    ref: { hash: hashToken(token), purpose },
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Marks the token used and answers its user (two requests with the same link cannot both
 * succeed). A token that does not qualify is a 400 invalid_token saying why.
 */
export async function consumeToken(
  tx: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<string> {
  const ref = { hash: hashToken(token), purpose };
  const userId = await useToken(tx, ref);
  if (userId) return userId;
  const known = await findToken(tx, ref);
  const reason = !known ? 'invalid' : known.used_at ? 'used' : 'expired';
  throw new HttpError('invalid_token', TOKEN_MESSAGES[reason]);
}
