import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: server tests in Node against a real PostgreSQL, web component tests in jsdom.
// Parallelism stays modest: the machines have two cores.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Files share a worker's module graph instead of importing the app again each: importing
          // was 63 % of a file's time, and the CPU of a sample of 8 files fell 50 s → 29 s. Safe
          // because every file builds its own app on its own cloned database; module state is
          // limited to pure caches (e.g. translations). Spies are restored before each test.
          isolate: false,
          restoreMocks: true,
          // Photo decoding and password hashing in the test process itself: a worker process per
          // test file would cost more than its tasks, and at the lowest priority, beside the
          // run's own busy workers, it would starve (cpu-pool.test.ts and cluster.test.ts run it).
          env: { CPU_WORKER: 'inline' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (it was 43 % of the web tests' time);
          // each file still runs in its own VM context.
          pool: 'vmThreads',
          include: ['src/web/**/*.test.tsx', 'src/web/**/*.test.ts'],
          setupFiles: ['src/web/test/setup.ts'],
          // jsdom draws 250-option lists slowly; on two busy cores a test can take 10 s or more.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
