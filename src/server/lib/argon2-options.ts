// The password hash's parameters, shared by passwords.ts and the worker process that hashes.
import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
