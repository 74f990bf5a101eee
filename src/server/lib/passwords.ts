// Password hashing: argon2id with the OWASP parameters. A login for an unknown
// account verifies against a dummy hash, so its answer takes as long as a wrong password and
// the timing does not tell which usernames exist.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

// Made once, on first use, from a password nobody knows; only its cost matters.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

/**
 * True when `password` matches `hash`. A null hash (no such account) still spends the time of
 * one verification and answers false; so does a stored value that is not an argon2 hash.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    await argon2.verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // Not an argon2 digest (e.g. a disabled account's marker): spend the time, refuse.
    await argon2.verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
}

/** True when a stored hash was made with weaker (older) parameters and should be redone. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}
