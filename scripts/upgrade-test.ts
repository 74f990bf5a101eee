// `npm run upgrade-test [-- --from REF]`: the rule of docs/operations.md (a migration never
// breaks the running version) on real parts. The previous release's server (REF's src, default
// the commit before the newest migration) runs beside this one on one database that this one
// migrated, as during a rolling upgrade, both on one S3 bucket (s3rver). The cluster test's read
// and write paths cross between them: accounts, listings, prices, photos written through one are
// read through the other, and neither answers a 5xx. Exits 1 on any failure.
import { execSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { startS3Server, S3_TEST_CREDENTIALS } from '../src/server/test/s3-server.ts';
import { ROOT, startServer, type ServerProcess } from './lib/server-process.ts';
import { crossPaths } from './lib/upgrade-paths.ts';

const git = (command: string) => execSync(`git ${command}`, { cwd: ROOT, encoding: 'utf8' }).trim();
const newestMigration = git('log -1 --format=%H -- src/server/db/migrations');
const { values } = parseArgs({ options: { from: { type: 'string' } } });
const from = values.from ?? `${newestMigration}^`;
const say = (m: string) => console.log(`[upgrade-test] ${m}`);
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

const dir = await mkdtemp(join(tmpdir(), 'airgear-upgrade-'));
const previous = join(dir, 'previous');
await mkdir(previous);
// Its sources, public files (translations) and package.json (the import map); this
// checkout's node_modules.
execSync(`git archive --format=tar ${from} src public package.json | tar -x -C ${previous}`, {
  cwd: ROOT,
});
await symlink(join(ROOT, 'node_modules'), join(previous, 'node_modules'));
const postgres = await startEmbeddedPostgres(dir);
const s3 = await startS3Server('airgear-photos');
const env = {
  DATABASE_URL: postgres.url,
  S3_BUCKET: 'airgear-photos',
  S3_ENDPOINT: s3.endpoint,
  AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  SEED_DEMO: '0',
  CACHE_BUS: 'on',
};
const servers: ServerProcess[] = [];
try {
  // This release first: its migrations run; the previous one then finds nothing to apply.
  const current = await startServer({ dataDir: join(dir, 'new'), port: await freePort(), env });
  servers.push(current);
  const old = await startServer({
    dataDir: join(dir, 'old'),
    port: await freePort(),
    env,
    root: previous,
  });
  servers.push(old);
  say(`previous release ${git(`log -1 --format='%h %s' ${from}`).slice(0, 90)}`);
  say(`this release ${git('log -1 --format=%h HEAD')} migrated the database; both serve on it`);
  await crossPaths({ old: old.url, current: current.url }, check);
  const errors = servers.map((s) => (s.output().match(/"level":50/g) ?? []).length);
  check(
    errors.every((n) => n === 0),
    `no error in either server's log (${errors.join(', ')})`,
  );
} catch (error) {
  failures.push((error as Error).message);
  say(`FAIL ${(error as Error).stack ?? error}`);
  for (const s of servers) say(`server ${s.url} output (end):\n${s.output().slice(-1500)}`);
} finally {
  await Promise.all(servers.map((s) => s.stop().catch(() => {})));
  await postgres.stop();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
}
say(failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`);
process.exit(failures.length === 0 ? 0 : 1);
