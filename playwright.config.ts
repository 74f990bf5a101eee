import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Journeys drive Debian's Chromium against the built app on a fresh embedded PostgreSQL
// (e2e/serve.ts makes a throw-away data folder with the demo data).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: '**/*.phone.spec.ts' },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: '**/*.phone.spec.ts',
    },
  ],
  webServer: {
    command: `node e2e/serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health/`,
    env: { PORT: String(PORT), RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
