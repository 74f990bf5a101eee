// The production server as users run it (built web app, NODE_ENV=production), pointed at a
// benchmark data set's database and media folder. Rate limits are off: the load generator is one
// client sending thousands of requests a second.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, globSync, openSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataRoot } from './dataset.ts';
import { stopOnInterrupt } from './interrupt.ts';
import { sleep } from './stats.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The checkout whose server is measured: this one, or BENCH_APP_ROOT (e.g. an older commit
 * unpacked with `git archive`, its node_modules linked) to measure before and after a change.
 */
export const appRoot = process.env.BENCH_APP_ROOT ? resolve(process.env.BENCH_APP_ROOT) : repoRoot;

export type RunningServer = {
  url: string;
  pid: number;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * The benchmarks serve their own build (.tmp/bench/web), so a rebuild of dist/web by someone
 * else during a run never changes the files under measurement. Rebuilt when a source is newer.
 */
export const webDist = join(dataRoot, 'web');

/**
 * Builds `root`'s web app (this checkout by default) into `outDir` and its server renderer beside
 * it (`server/`, where the server looks for it), unless the build there is newer than every source.
 */
export function buildWebApp(root = repoRoot, outDir = webDist) {
  const stamp = join(outDir, '.vite/manifest.json');
  const ssrOut = join(dirname(outDir), 'server');
  const rendered = existsSync(join(ssrOut, 'entry-server.js'));
  const builtAt = existsSync(stamp) && rendered ? statSync(stamp).mtimeMs : 0;
  const sources = globSync(
    ['src/web/**/*', 'src/shared/**/*', 'public/**/*', 'scripts/lib/**/*', 'vite.config.ts'],
    {
      cwd: root,
    },
  );
  if (builtAt > 0 && sources.every((f) => statSync(join(root, f)).mtimeMs <= builtAt)) return;
  console.log(`[bench] building the web app of ${root} into ${outDir}`);
  try {
    execFileSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
      { cwd: root, stdio: 'inherit' },
    );
    execFileSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', ssrOut],
      { cwd: root, stdio: 'inherit' },
    );
  } catch (error) {
    // Someone's unfinished edit: measure the last build that worked rather than nothing.
    if (builtAt > 0) return console.warn('[bench] the build failed; measuring the previous build');
    if (!existsSync(join(root, 'dist/web/.vite/manifest.json'))) throw error;
    console.warn('[bench] the build failed; measuring a copy of dist/web');
    cpSync(join(root, 'dist/web'), outDir, { recursive: true });
  }
}

/**
 * The server on a data set with no remembered answers and no worker: every request is answered
 * cold by its route (the model page's benchmarks).
 */
export const startUncachedServer = (dataset: { url: string; dir: string }, port: number) =>
  startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port,
    env: { RESPONSE_CACHE_MS: '0', WORKER: 'off' },
  });

/** Polls `url` until it answers 200; returns the milliseconds it took. */
export async function waitFor200(url: string, timeoutMs = 60_000, every = 25): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - start;
    } catch {
      // Not listening yet.
    }
    await sleep(every);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startServer(options: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  nodeArgs?: string[];
  env?: Record<string, string>;
  /** How long the start may take (a loaded shared machine needs more than the default). */
  startTimeoutMs?: number;
  /** Where the server's stdout (its log) goes: a file descriptor; the terminal by default. */
  stdout?: number;
  /** Another checkout's server and its build (bench/ssr-ab.ts); appRoot and webDist by default. */
  root?: string;
  webDist?: string;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'src/server/main.ts'], {
    cwd: options.root ?? appRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      WEB_DIST: options.webDist ?? webDist,
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor200(`${url}/api/health/`, options.startTimeoutMs ?? 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, pid: child.pid!, child, stop: stopOnInterrupt(() => stopChild(child)) };
}

/**
 * The server as docs/deployment.md runs it rather than the benchmarks' quiet default (`on`, or
 * `BENCH_AS_DEPLOYED=1`): every request logged (LOG_LEVEL=info, into .tmp/bench/server.log), the
 * rate limits on and counted in PostgreSQL, clients told apart by X-Forwarded-For behind a proxy.
 * The load then comes from 10 000 clients (lib/wrk-report.lua), none near its per-IP limit.
 */
export function asDeployed(on = process.env.BENCH_AS_DEPLOYED === '1'): {
  env: Record<string, string>;
  stdout: number;
  clients: number;
} | null {
  if (!on) return null;
  return {
    env: {
      RATE_LIMITS: 'on',
      RATE_LIMIT_STORE: 'postgres',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdout: openSync(join(dataRoot, 'server.log'), 'a'),
    clients: 10_000,
  };
}
