// A page of listings read without the response cache (GET gears/, 24 cards), this checkout's
// server against another checkout's (--against: a `git archive` of an older commit, its
// node_modules linked), both on one `full` 100k data set (one PostgreSQL: the same rows and
// plans). First every answer of a set of lists (pages, filters, sorts, free text, best fit, a
// seller's list; as a visitor and logged in, and the logged-in seller's own list) is compared
// byte for byte, with its paging headers. Then per case, requests alternate between the two in
// blocks: per request the server's main-thread on-CPU time (/proc/<pid>/task/<pid>/schedstat,
// which waiting for a core does not stretch) and the wall time; per block the database's CPU
// (every backend, 10 ms ticks), so that a statement folded into another is not CPU moved unseen
// from Node into PostgreSQL.
//   node bench/list-extras-ab.ts --against /tmp/before [--this /tmp/after] [--size 100k]
//                                [--requests 300] [--block 25] [--port 4950] [--compare-only]
//                                [--out list-extras-ab-x]   (results/<out>.json)
import './lib/help.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { parseSizes } from './lib/args.ts';
import { BENCH_PASSWORD, openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, repoRoot, startServer, webDist, type RunningServer } from './lib/server.ts';
import { clusterCpuSeconds, cpuSeconds } from './lib/wrk.ts';

const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    this: { type: 'string' },
    size: { type: 'string', default: '100k' },
    requests: { type: 'string', default: '300' },
    block: { type: 'string', default: '25' },
    port: { type: 'string', default: '4950' },
    'compare-only': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
if (!values.against) throw new Error('--against <folder of the other checkout> is required');
const roots = [resolve(values.this ?? repoRoot), resolve(values.against)];
const names = ['this', 'against'];
const requests = Number(values.requests);
const block = Number(values.block);
const result = startResult<Record<string, unknown>>('list-extras-ab', values);
buildWebApp(); // the page's shell only: both servers answer JSON here

const mainThreadMs = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
const quantile = (v: number[], q: number) =>
  [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) * q)]!;
const round = (n: number) => Math.round(n * 100) / 100;
const { wing, reserve } = GEAR_TYPE_IDS;

/** The lists compared: filters and sorts each on several pages. */
function lists(topSeller: string, seller: string): string[] {
  const filters = [
    '',
    `gear_type=${wing}`,
    `gear_type=${wing}&country=DE`,
    `gear_type=${reserve}&sort=price_asc`,
    'sort=price_desc&currency=GBP',
    'country=SI',
    'has_certificate=true&certified_seller=true',
    'notice=open',
    'airworthy=true',
    'reserved=true',
    'status=sold',
    'min_price=1000&max_price=2000&price_currency=USD',
    'q=ozone',
    `q=advance%20iota&gear_type=${wing}&sort=price_desc`,
    'name=rush',
    'takeoff_weight=88',
    `takeoff_weight=88&gear_type=${wing}&sort=fit`,
    `takeoff_weight=88&gear_type=${wing}&q=ozone&sort=fit`,
    'near=Annecy&radius_km=100',
    `user=${topSeller}`,
    `user=${seller}`,
  ];
  return filters.flatMap((f) =>
    [1, 2, 7].map((page) => `/api/gears/?${f ? `${f}&` : ''}page=${page}&page_size=24`),
  );
}
const CASES: Record<string, string> = {
  newest: '/api/gears/?page=1&page_size=24',
  'wings in DE': `/api/gears/?gear_type=${wing}&country=DE&page=1&page_size=24`,
  'q=ozone': '/api/gears/?q=ozone&page=1&page_size=24',
  'weight 88, best fit': `/api/gears/?takeoff_weight=88&gear_type=${wing}&sort=fit&page=1&page_size=24`,
};

const dataset = await openDataset(parseSizes(values.size)[0]!);
const servers: RunningServer[] = [];
try {
  for (const [i, root] of roots.entries())
    servers.push(
      await startServer({
        databaseUrl: dataset.url,
        dataDir: dataset.dir,
        port: Number(values.port) + i,
        root,
        webDist,
        env: { RESPONSE_CACHE_MS: '0', WORKER: 'off' },
      }),
    );
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  const { rows } = await client.query<{ user_id: string; username: string }>(
    `SELECT g.user_id, u.username FROM gears g JOIN users u ON u.id = g.user_id
      GROUP BY g.user_id, u.username ORDER BY count(*) DESC, g.user_id`,
  );
  await client.end();
  const top = rows[0]!;
  const seller = rows[Math.floor(rows.length / 2)]!.user_id;
  const login = await fetch(`${servers[0]!.url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: top.username, password: BENCH_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const auth = `Token ${((await login.json()) as { access: string }).access}`;

  // Same answers: every list as a visitor and as the top seller (whose own list it is, too).
  const paged = ['x-total-count', 'x-total-count-capped', 'link'];
  const answer = async (server: RunningServer, path: string, who: 'visitor' | 'login') => {
    const response = await fetch(server.url + path, {
      headers: { 'accept-encoding': 'identity', ...(who === 'login' && { authorization: auth }) },
    });
    const body = Buffer.from(await response.arrayBuffer());
    const head = paged.map((h) => `${h}: ${response.headers.get(h)}`).join('\n');
    return Buffer.concat([Buffer.from(`${response.status}\n${head}\n\n`), body]);
  };
  const compared = {
    answers: 0,
    bytes: 0,
    cards: 0,
    statuses: {} as Record<string, number>,
    differing: [] as string[],
  };
  const digest = createHash('sha256');
  for (const path of lists(top.user_id, seller))
    for (const who of ['visitor', 'login'] as const) {
      const [mine, theirs] = [
        await answer(servers[0]!, path, who),
        await answer(servers[1]!, path, who),
      ];
      compared.answers++;
      compared.bytes += mine.length;
      const status = mine.subarray(0, 3).toString();
      compared.statuses[status] = (compared.statuses[status] ?? 0) + 1;
      digest.update(mine);
      if (!mine.equals(theirs)) compared.differing.push(`${who} ${path}`);
      const body = mine.subarray(mine.indexOf('\n\n') + 2).toString();
      if (body.startsWith('[')) compared.cards += (JSON.parse(body) as unknown[]).length;
    }
  const sameAnswers = { ...compared, sha256: digest.digest('hex') };
  console.log(
    `[bench:list-extras-ab] ${compared.answers} answers (${compared.cards} cards, ${compared.bytes} bytes), ` +
      `statuses ${JSON.stringify(compared.statuses)}, ${compared.differing.length} differing${compared.differing.length ? `:\n  ${compared.differing.join('\n  ')}` : ''}`,
  );

  const out: Record<string, unknown> = {};
  const pgData = join(dataset.dir, 'postgres');
  for (const [name, path] of values['compare-only'] ? [] : Object.entries(CASES)) {
    const get = async (server: RunningServer) => {
      const response = await fetch(server.url + path, {
        headers: { 'accept-encoding': 'identity' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    };
    for (const server of servers) for (let i = 0; i < 30; i++) await get(server);
    const main = servers.map(() => [] as number[]);
    const wall = servers.map(() => [] as number[]);
    const dbMs = servers.map(() => 0);
    const processMs = servers.map(() => 0);
    const loads = [loadavg()[0]!];
    for (let b = 0; b * block < requests; b++)
      for (const k of b % 2 ? [1, 0] : [0, 1]) {
        const server = servers[k]!;
        const [db0, process0] = [clusterCpuSeconds(pgData), cpuSeconds(server.pid)];
        for (let i = 0; i < block; i++) {
          const [before, t0] = [mainThreadMs(server.pid), performance.now()];
          await get(server);
          // The answer has left; what the server still does for it runs before this resumes.
          await new Promise((done) => setImmediate(done));
          main[k]!.push(mainThreadMs(server.pid) - before);
          wall[k]!.push(performance.now() - t0);
        }
        dbMs[k]! += (clusterCpuSeconds(pgData) - db0) * 1000;
        processMs[k]! += (cpuSeconds(server.pid) - process0) * 1000;
      }
    loads.push(loadavg()[0]!);
    out[name] = {
      path,
      load_average: loads.map(round),
      ...Object.fromEntries(
        names.map((side, k) => [
          side,
          {
            root: roots[k],
            main_thread_ms: {
              p25: round(quantile(main[k]!, 0.25)),
              p50: round(quantile(main[k]!, 0.5)),
            },
            wall_ms: { p50: round(quantile(wall[k]!, 0.5)), p95: round(quantile(wall[k]!, 0.95)) },
            process_cpu_ms: round(processMs[k]! / main[k]!.length),
            db_cpu_ms: round(dbMs[k]! / main[k]!.length),
          },
        ]),
      ),
    };
    console.log(`[bench:list-extras-ab] ${name} (${path}), load ${loads.map(round).join('–')}:`);
    for (const side of names)
      console.log(`  ${side}: ${JSON.stringify((out[name] as Record<string, unknown>)[side])}`);
  }
  await result.save({ requests, block, same_answers: sameAnswers, cases: out });
} finally {
  for (const server of servers) await server.stop();
  await dataset.stop();
}
