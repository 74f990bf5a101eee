// The server's Vitest files share a worker process (isolate: false), and with it the photo and
// password worker process that media/cpu-pool.ts keeps. A file that wants that worker process,
// at a priority of its own, asks here: it gets a fresh one started with its settings, and the
// files after it get the test run's inline default back instead of inheriting either.
import { afterAll, beforeAll } from 'vitest';
import { cpuPool } from '../media/cpu-pool.ts';

export function useCpuWorkerProcess(nice: number) {
  const before = { CPU_WORKER: process.env.CPU_WORKER, WORKER_NICE: process.env.WORKER_NICE };
  beforeAll(async () => {
    await cpuPool.stop();
    process.env.CPU_WORKER = 'process';
    process.env.WORKER_NICE = String(nice);
  });
  afterAll(async () => {
    await cpuPool.stop();
    const { CPU_WORKER, WORKER_NICE } = before;
    if (CPU_WORKER === undefined) delete process.env.CPU_WORKER;
    else process.env.CPU_WORKER = CPU_WORKER;
    if (WORKER_NICE === undefined) delete process.env.WORKER_NICE;
    else process.env.WORKER_NICE = WORKER_NICE;
  });
}
