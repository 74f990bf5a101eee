// A CPU profile of the production server under wrk load: where an answer spends its time.
// The server runs with `--cpu-prof`; after a warm-up it is loaded for --duration seconds on one
// path, stopped, and the profile is summarized (self time by function and by package, inclusive
// time of the app's functions) into bench/results/profile-<name>.json; the raw profile stays in
// .tmp/bench/profiles/ (open it in Chrome DevTools).
//   node bench/profile-server.ts --path '/api/gears/?page_size=24' [--size 100k] [--duration 15]
//   (--path detail: 20 listings' details in turn, as wrk-compare.ts's `detail` case)
//     [--name list] [--port 4810] [--rate-limits] [--as-deployed]
//   --rate-limits: the limits on and counted in PostgreSQL; --as-deployed: that and every request
//   logged at info, as docs/deployment.md runs it (lib/server.ts, asDeployed).
//     [--cold]   (a page with a login cookie: rendered every time, never from the page cache)
//     [--against /tmp/old]   (another checkout's server and its build, e.g. the commit before a
//     change: `git archive` unpacked there, its node_modules linked)
import './lib/help.ts';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { parseSizes } from './lib/args.ts';
import { summarizeProfile } from './lib/cpu-profile.ts';
import { dataRoot, openDataset } from './lib/dataset.ts';
import { detailPaths } from './lib/detail-paths.ts';
import { startResult } from './lib/results.ts';
import { asDeployed, buildWebApp, startServer } from './lib/server.ts';
import { wrk } from './lib/wrk.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/gears/?page_size=24' },
    size: { type: 'string', default: '100k' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    name: { type: 'string', default: 'list' },
    port: { type: 'string', default: '4810' },
    'rate-limits': { type: 'boolean', default: false },
    'as-deployed': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
});
const size = parseSizes(values.size)[0]!;
const result = startResult<Record<string, unknown>>(`profile-${values.name}`, values);
const dir = join(dataRoot, 'profiles', values.name);
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });

const against = values.against ? resolve(values.against) : undefined;
const checkout = against ? { root: against, webDist: join(against, '.tmp/bench/web') } : {};
buildWebApp(checkout.root, checkout.webDist);
const dataset = await openDataset(size);
const paths = values.path === 'detail' ? await detailPaths(dataset.url, 20) : [values.path];
// With --rate-limits the limits count in PostgreSQL as several instances would (decision 013);
// a client behind a proxy is told by X-Forwarded-For, which wrk-report.lua then varies.
const deployed = asDeployed(values['as-deployed']);
const env: Record<string, string> = deployed
  ? deployed.env
  : values['rate-limits']
    ? { RATE_LIMITS: 'on', RATE_LIMIT_STORE: 'postgres', TRUST_PROXY: '127.0.0.1' }
    : {};
const clients = deployed || values['rate-limits'] ? 10_000 : 0;
const server = await startServer({
  databaseUrl: dataset.url,
  dataDir: dataset.dir,
  port: Number(values.port),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  ...checkout,
  env,
  ...(deployed && { stdout: deployed.stdout }),
});
let run;
let loadEndedAt: number | undefined;
let exitedAt: number | undefined;
try {
  const load = (duration: number) =>
    wrk({
      base: server.url,
      paths,
      duration,
      connections: Number(values.connections),
      serverPid: server.pid,
      dbDir: join(dataset.dir, 'postgres'),
      clients,
      headers: values.cold ? { Cookie: `${TOKEN_COOKIE}=bench-cold` } : undefined,
    });
  await load(3);
  run = await load(Number(values.duration));
  loadEndedAt = performance.now();
  const cpuMs = ((run.server_cpu ?? 0) * 1000) / Math.max(1, run.rps);
  console.log(
    `[bench:profile] ${run.rps} req/s, server CPU ${run.server_cpu} (${cpuMs.toFixed(3)} ms per answer), ` +
      `database CPU ${run.db_cpu}`,
  );
} finally {
  await server.stop();
  exitedAt = performance.now();
  await dataset.stop();
}
const [file] = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
// The load's samples only: it ended (exitedAt - loadEndedAt) ms before the profile did.
const tail = exitedAt! - loadEndedAt!;
const summary = summarizeProfile(join(dir, file), [
  tail + Number(values.duration) * 1000 - 500,
  tail + 500,
]);
for (const table of ['places', 'self', 'app_inclusive'] as const) {
  console.log(`\n${table}`);
  for (const row of summary[table]) console.log(`${String(row.share).padStart(5)} %  ${row.name}`);
}
await result.save({ path: values.path, run, profile: join(dir, file), ...summary });
