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
