// The journey server's job queue, for what no HTTP route may start: the daily digest is a cron
// job at 07:00 UTC, so the digest journey adds its run as graphile-worker would. e2e/serve.ts
// writes its data folder's path to a file the workers derive from the port; the embedded
// PostgreSQL's port is in its postmaster.pid, its password next to it.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const e2eDataDirFile = (port = process.env.E2E_PORT ?? '3100') =>
  join(tmpdir(), `airgear-e2e-data-dir-${port}`);

export async function databaseUrl(): Promise<string> {
  const dataDir = (await readFile(e2eDataDirFile(), 'utf8')).trim();
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  // postmaster.pid: pid, data directory, start time, port, …
  const pid = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = pid.split('\n')[3]!.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/airgear`;
}

/** Adds a job to the server's queue; its worker, LISTENing, starts it at once. */
export async function addJob(task: string, payload: Record<string, unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    await client.query('select graphile_worker.add_job($1, $2::json)', [
      task,
      JSON.stringify(payload),
    ]);
  } finally {
    await client.end();
  }
}
