// `npm run test:pg15 [-- --only server|cluster] [vitest filters…]`: the server test suite and
// `npm run cluster-test` once more on the oldest PostgreSQL we support, Debian's 15 (installed
// when missing, as the cluster test installs nginx). Every PostgreSQL the tests start comes from
// POSTGRES_BIN_DIR then (src/server/db/embedded.ts): a cluster of its own in a temporary folder
// on a free port, reached through its URL, as a DATABASE_URL server would be. Exits 1 on any
// failure; prints how long each part took.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/server-process.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const { values, positionals } = parseArgs({
  options: { only: { type: 'string' } },
  allowPositionals: true,
});
const say = (m: string) => console.log(`[test:pg15] ${m}`);

if (!existsSync(`${BIN}/pg_ctl`)) {
  say('PostgreSQL 15 is missing: installing it from Debian (apt-get install postgresql-15).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql-15'], { stdio: 'inherit', env });
  if (!existsSync(`${BIN}/pg_ctl`)) throw new Error('could not install postgresql-15');
}

const env = { ...process.env, POSTGRES_BIN_DIR: BIN };
const node = process.execPath;
const parts: [string, string[]][] = [
  [
    'server',
    [`${ROOT}node_modules/vitest/vitest.mjs`, 'run', '--project', 'server', ...positionals],
  ],
  ['cluster', [`${ROOT}scripts/cluster-test.ts`]],
];
const results: string[] = [];
let failed = false;
for (const [name, args] of parts) {
  if (values.only && values.only !== name) continue;
  say(`${name}: ${args.slice(1).join(' ')} on ${BIN}`);
  const started = Date.now();
  const run = spawnSync(node, args, { cwd: ROOT, env, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  failed ||= run.status !== 0;
  results.push(`${name} ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
say(results.join('; '));
process.exit(failed ? 1 : 0);
