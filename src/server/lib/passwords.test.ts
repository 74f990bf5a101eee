import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuPool } from '#server/media/cpu-pool.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

// The hashing runs in the worker process: the calls it is sent are what can be watched here.
const verifications = () =>
  vi.mocked(cpuPool.run).mock.calls.filter(([task]) => task === 'verify') as unknown as [
    string,
    { hash: string },
  ][];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('passwords', () => {
  it('hashes in the worker process', async () => {
    vi.spyOn(cpuPool, 'run');
    await hashPassword('correct horse battery');
    expect(vi.mocked(cpuPool.run).mock.calls.map(([task]) => task)).toEqual(['hash']);
  });

  it('hashes with argon2id and the OWASP parameters, salted', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery')).toBe(false);
  });

  it('still runs one full verification when there is no account, and refuses', async () => {
    vi.spyOn(cpuPool, 'run');
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(verifications()).toHaveLength(1);
    expect(verifications()[0]![1].hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses, without throwing, a stored value that is not an argon2 hash', async () => {
    vi.spyOn(cpuPool, 'run');
    expect(await verifyPassword('test-only', 'test-only')).toBe(false);
    // The failed parse is followed by a real verification, so it costs the usual time.
    expect(verifications()).toHaveLength(2);
  });

  it('asks for a rehash of hashes made with weaker parameters only', async () => {
    const weak = await argon2.hash('pw', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash('not a hash')).toBe(false);
  });
});
