// The worker process that decodes photos and hashes passwords runs every thread at the lowest OS
// priority (Linux: a nice value per thread), answers tasks, and comes back after it dies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useCpuWorkerProcess } from '#server/test/cpu-worker-process.ts';
import { makeImage } from '#server/test/uploads.ts';
import { cpuPool, WorkerExitedError } from './cpu-pool.ts';

// The production defaults (the test run decodes and hashes inline for everything else).
useCpuWorkerProcess(19);

/** The nice value of each thread, from /proc/<pid>/task/<tid>/stat (field 19). */
const niceOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('the low-priority worker process', () => {
  it.runIf(existsSync('/proc/self/task'))('runs all its threads at nice 19', async () => {
    await cpuPool.run('decode', await makeImage('jpeg', 3));
    const nice = niceOf(await cpuPool.pid());
    expect(nice.length).toBeGreaterThan(1);
    expect(new Set(nice)).toEqual(new Set([19]));
  });

  it('decodes a photo into both variants', async () => {
    const image = await cpuPool.run('decode', await makeImage('jpeg', 4, 2000, 1000));
    expect(image.width / image.height).toBe(2);
    expect(Buffer.from(image.large).subarray(8, 12).toString()).toBe('WEBP');
    expect(image.thumb.byteLength).toBeLessThan(image.large.byteLength);
  });

  it('fails the tasks out when it dies, and starts again for the next', async () => {
    const first = await cpuPool.pid();
    const hashing = cpuPool.run('hash', 'a password');
    process.kill(first, 'SIGKILL');
    await expect(hashing).rejects.toBeInstanceOf(WorkerExitedError);
    expect(
      await cpuPool.run('verify', { hash: await cpuPool.run('hash', 'pw'), password: 'pw' }),
    ).toBe(true);
    expect(await cpuPool.pid()).not.toBe(first);
  });
});
