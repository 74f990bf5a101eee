import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Journeys drive Debian's Chromium against the built app on a fresh embedded PostgreSQL
// (e2e/serve.ts makes a throw-away data folder with the demo data).
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Sized for two shared cores: each worker's Chromium and the server compete for them, and the
  // suite must hold while other work runs. Timeouts leave room for a machine loaded many times
  // over; a journey that needs more is split, not given more.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  // 30 s: at load 27 a staff page stayed on "Loading…" for the 15 s this was before. A passing
  // expectation returns as soon as it holds, so only a failure takes longer.
  expect: { timeout: 30_000 },
  reporter: 'list',
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
    // DOM snapshots and the action log, not the screencast: its frames cost 10–15 % of the suite's
    // CPU (search and catalogue journeys: 110 s with them, 99 s without, 95 s with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // Phone widths are tested inside the journeys (a11y.spec.ts, admin.spec.ts) with a viewport.
  // `no-js`: reading the catalogue with JavaScript disabled (the server renders public pages).
  projects: [
    { name: 'desktop', testIgnore: '**/no-js.spec.ts', use: { ...devices['Desktop Chrome'] } },
    {
      name: 'no-js',
      testMatch: '**/no-js.spec.ts',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: `node e2e/serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health/`,
    // Instant saved-search alerts gather for 2 s instead of 5 minutes (e2e/alerts.spec.ts).
    // Photo decoding and password hashing at normal priority: the journeys check behaviour, and at
    // the lowest priority beside the suite's own Chromium they could wait for minutes.
    env: {
      PORT: String(PORT),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ALERT_DELAY_SECONDS: '2',
      WORKER_NICE: '0',
    },
    reuseExistingServer: false,
    // The demo data and the first start took over two minutes at load 30.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
