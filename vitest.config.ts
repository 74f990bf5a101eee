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
          // The photo and password worker process at normal priority: beside the test run's own
          // busy workers, the lowest would starve it (cpu-pool.test.ts checks the lowest).
          env: { WORKER_NICE: '0' },
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
