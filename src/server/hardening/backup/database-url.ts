// Which PostgreSQL a backup reads from: DATABASE_URL when set; else the embedded cluster of the
// data folder — the running one (a live server: its port is in postmaster.pid), or one started
// just for the backup (stopped again after).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from '#server/db/data-dir-lock.ts';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';

export type Source = { url: string; release: () => Promise<void> };

async function runningCluster(dataDir: string): Promise<string | undefined> {
  const pidFile = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => '',
  );
  const [pid, , , port] = pidFile.split('\n');
  if (!pid || !port || !isAlive(Number(pid))) return undefined;
  const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/airgear`;
}

export async function openSource(
  dataDir: string,
  databaseUrl: string | undefined,
  log: (m: string) => void,
): Promise<Source> {
  if (databaseUrl) return { url: databaseUrl, release: async () => {} };
  const running = await runningCluster(dataDir);
  if (running) {
    log('Reading from the running server’s database.');
    return { url: running, release: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(dataDir, log);
  return { url: embedded.url, release: embedded.stop };
}
