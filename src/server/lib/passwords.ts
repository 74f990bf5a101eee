// Password hashing: argon2id with the OWASP parameters. A login for an unknown
// account verifies against a dummy hash, so its answer takes as long as a wrong password and
// the timing does not tell which usernames exist. The hashing runs in the low-priority worker
// process (media/cpu-pool.ts), at most one per core at a time: a burst of logins waits its
// turn there instead of taking the cores from the requests that only read.
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { cpuPool } from '#server/media/cpu-pool.ts';
import { ARGON2_OPTIONS } from './argon2-options.ts';
import { createLimiter } from './limiter.ts';

export { ARGON2_OPTIONS };

const hashing = createLimiter(availableParallelism());

export const hashPassword = (password: string) => hashing(() => cpuPool.run('hash', password));

const verify = (hash: string, password: string) =>
  hashing(() => cpuPool.run('verify', { hash, password }));

// Made once, on first use, from a password nobody knows; only its cost matters.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

/**
 * True when `password` matches `hash`. A null hash (no such account) still spends the time of
 * one verification and answers false; so does a stored value that is not an argon2 hash.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(hash, password);
  } catch {
    // Not an argon2 digest (e.g. a disabled account's marker): spend the time, refuse.
    await verify(await getDummyHash(), password).catch(() => false);
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
