// Runs the real server (src/server/main.ts, NODE_ENV=production) as a child process on a data
// folder of its own, for the soak and crash tests: started, waited for, stopped or killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from '../../src/server/db/data-dir-lock.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
  /** SIGINT and wait: the server stops PostgreSQL too. */
  stop: () => Promise<void>;
  /** kill -9: no shutdown at all; the embedded PostgreSQL is left running as an orphan. */
  crash: () => Promise<void>;
};

export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Another checkout's server (the upgrade test runs the previous release's). */
  root?: string;
}): Promise<ServerProcess> {
  const root = options.root ?? ROOT;
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${log.slice(-2000)}`)),
      options.timeoutMs ?? 180_000,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Serving on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before serving:\n${log.slice(-2000)}`));
    });
  });
  // Keep reading so a full pipe never blocks the server.
  child.stdout!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    child,
    output: () => log,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The embedded cluster's URL while it runs (its port is in postmaster.pid). */
export async function databaseUrlOf(dataDir: string): Promise<string> {
  const pidFile = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const [pid, , , port] = pidFile.split('\n');
  if (!isAlive(Number(pid))) throw new Error('the embedded PostgreSQL is not running');
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port!.trim()}/airgear`;
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
