// The start/stop promises of `npm start`: clean stop on SIGINT/SIGTERM, recovery after kill -9,
// a second server on the same data folder fails fast, DATABASE_URL skips the embedded server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from './db/data-dir-lock.ts';
import { servedPort } from './test/served-port.ts';
import { createTestDatabase } from './test/test-app.ts';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function dataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'airgear-life-'));
  dirs.push(dir);
  return dir;
}

// PORT=0: the system gives each server a free port, which it prints. A port chosen here could be
// taken meanwhile, e.g. as the local port of another test's connection (EADDRINUSE in CI).
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('Serving on') && resolve());
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  ready.catch(() => {}); // a start that is meant to fail must not count as an unhandled rejection
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = () => servedPort(output);
  return { child, port, ready, exited, output: () => output };
}

const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health/`)).status;

async function postmasterPid(dir: string): Promise<number | null> {
  const text = await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  return text ? Number(text.split('\n')[0]) : null;
}

/** Runs SQL on the embedded server of a data folder (port from postmaster.pid, generated password). */
async function query(dir: string, sql: string) {
  const pid = await readFile(join(dir, 'postgres', 'postmaster.pid'), 'utf8');
  const password = (await readFile(join(dir, 'postgres-password'), 'utf8')).trim();
  const url = `postgres://postgres:${password}@127.0.0.1:${pid.split('\n')[3]}/airgear`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function waitUntilDead(pid: number) {
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

describe('npm start lifecycle', { timeout: 90_000 }, () => {
  it('stops the HTTP server and then PostgreSQL on SIGINT and SIGTERM', async () => {
    const dir = await dataDir();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const server = start({ DATA_DIR: dir });
      await server.ready;
      expect(await health(server.port())).toBe(200);
      const pgPid = (await postmasterPid(dir))!;
      expect(isAlive(pgPid)).toBe(true);
      server.child.kill(signal);
      expect(await server.exited, server.output()).toBe(0);
      expect(await waitUntilDead(pgPid)).toBe(true);
      expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    }
  });

  it('starts again after kill -9, keeping the data, and refuses a second server on the same folder', async () => {
    const dir = await dataDir();
    const first = start({ DATA_DIR: dir });
    await first.ready;
    const second = start({ DATA_DIR: dir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('already using the data folder');
    expect(await health(first.port())).toBe(200);

    // Write a row straight into the database, then crash the app without any cleanup.
    await query(dir, `INSERT INTO certifiers (name) VALUES ('Crash Test Workshop')`);
    first.child.kill('SIGKILL');
    await first.exited;
    const orphan = (await postmasterPid(dir))!;
    expect(isAlive(orphan)).toBe(true);

    const again = start({ DATA_DIR: dir });
    await again.ready;
    expect(await health(again.port())).toBe(200);
    expect(await waitUntilDead(orphan)).toBe(true);
    const rows = await query(dir, `SELECT name FROM certifiers WHERE name = 'Crash Test Workshop'`);
    expect(rows).toHaveLength(1);
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
  });

  it('uses DATABASE_URL instead of starting an embedded server', async () => {
    const dir = await dataDir();
    const { url } = await createTestDatabase();
    const server = start({ DATA_DIR: dir, DATABASE_URL: url });
    await server.ready;
    expect(await health(server.port())).toBe(200);
    expect(existsSync(join(dir, 'postgres'))).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });
});
