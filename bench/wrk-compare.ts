// Throughput ratios measured with wrk (lib/wrk.ts): the product, a bare node:http server and a
// minimal Fastify route, the two baselines answering the very bytes and headers the product
// answered, on the API's list, a filtered search, a listing's detail and the server-rendered HTML
// of /gears and of a detail page with photos and a certificate. The three alternate run by run;
// figures are medians; the load average is kept beside each. A run with one connection gives the
// time of one answer alone (e.g. a page's render).
//
// Two detail cases, so neither hides the other: `detail` cycles --detail-listings listings (20)
// and measures the warm response cache (each is asked many times within the cache's second);
// `detail-cold` cycles --cold-listings listings (1000), each asked again only seconds later, so
// every answer misses and pays its queries. `statements_per_answer` (PostgreSQL transactions per
// answer, from pg_stat_database) shows which one a run measured.
//
// --mode bench (default): RATE_LIMITS=off, LOG_LEVEL=warn, one client. --mode deployed (or
// --as-deployed, or BENCH_AS_DEPLOYED=1): as docs/deployment.md runs it, every request logged at
// info, rate limits on and counted in PostgreSQL, 10 000 clients behind a proxy. --mode both runs
// the two one after the other and reports what the deployed mode costs per answer.
//   node bench/wrk-compare.ts [--sizes 100k] [--duration 10] [--runs 3] [--connections 50]
//     [--skip search,page,detail-page] [--mode bench|deployed|both] [--detail-listings 20]
//     [--cold-listings 1000] [--port 4810] [--out name]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { capture, startBare } from './lib/bare.ts';
import { describeDataset, openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { asDeployed, buildWebApp, startServer } from './lib/server.ts';
import { round, sleep } from './lib/stats.ts';
import { wrk } from './lib/wrk.ts';
import {
  deployedCost,
  ownFlags,
  summarize,
  transactions,
  type Measured,
  type Mode,
  type Run,
} from './lib/wrk-summary.ts';

const { own, rest } = ownFlags(process.argv.slice(2));
const flags = readFlags({ sizes: [100_000], duration: 10, runs: 3, connections: 50 }, rest);
const modeFlag = own.mode ?? (process.env.BENCH_AS_DEPLOYED === '1' ? 'deployed' : 'bench');
const MODES = (modeFlag === 'both' ? ['bench', 'deployed'] : [modeFlag]) as Mode[];
const detailListings = Number(own['detail-listings'] ?? 20);
const coldListings = Number(own['cold-listings'] ?? 1000);
const result = startResult<Record<string, unknown>>('wrk-compare', {
  ...flags,
  modes: MODES,
  detail_listings: detailListings,
  cold_listings: coldListings,
});
const LIST = '/api/gears/?page_size=24';
const SEARCH = `/api/gears/?page_size=24&gear_type=${GEAR_TYPE_IDS.wing}&country=DE&min_price=1000&max_price=3000`;
const SIDES = ['bare', 'fastify', 'product'] as const;
type Side = (typeof SIDES)[number];

async function pickPaths(client: pg.Client) {
  const details = await client.query<{ id: string }>(
    `SELECT g.id FROM gears g JOIN users u ON u.id = g.user_id
     WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
     ORDER BY md5(g.id::text) LIMIT $1`,
    [detailListings + coldListings],
  );
  const ids = details.rows.map((r) => `/api/gears/${r.id}/`);
  // The richest detail page: several photos and a certificate (as bench/frontend.ts).
  const rich = await client.query<{ id: string }>(`
    SELECT g.id FROM gears g
    JOIN gear_pictures p ON p.gear_id = g.id JOIN users u ON u.id = g.user_id
    WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
      AND EXISTS (SELECT 1 FROM certificates c WHERE c.gear_id = g.id)
    GROUP BY g.id, g.created_at HAVING count(*) >= 3 ORDER BY g.created_at DESC LIMIT 1`);
  return {
    list: [LIST],
    search: [SEARCH],
    detail: ids.slice(0, detailListings),
    'detail-cold': ids.slice(detailListings),
    page: ['/gears'],
    'detail-page': [`/itemdetails/${rich.rows[0]!.id}`],
  };
}

async function measureMode(options: {
  mode: Mode;
  dataset: Awaited<ReturnType<typeof openDataset>>;
  client: pg.Client;
}) {
  const { mode, dataset, client } = options;
  const deployed = mode === 'deployed' ? asDeployed(true) : null;
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
    ...(deployed && { env: deployed.env, stdout: deployed.stdout }),
  });
  const baselines: Awaited<ReturnType<typeof startBare>>[] = [];
  try {
    const endpoints = Object.entries(await pickPaths(client)).filter(
      ([name]) => !flags.skip.includes(name),
    );
    const fixtures = await capture(
      server.url,
      endpoints.flatMap(([, paths]) => paths),
      deployed?.clients,
    );
    const bare = await startBare(fixtures, flags.port + 1);
    baselines.push(bare);
    const fastify = await startBare(fixtures, flags.port + 2, 'bench/lib/fastify-server.ts');
    baselines.push(fastify);
    const targets: Record<Side, { url: string; pid: number }> = {
      bare,
      fastify,
      product: { url: server.url, pid: server.pid },
    };
    const out: Record<string, unknown> = {};
    for (const [name, paths] of endpoints) {
      const load = async (
        side: Side,
        duration = flags.duration,
        connections = flags.connections,
      ): Promise<Run> => {
        const before = side === 'product' ? await transactions(client) : 0;
        const run: Run = await wrk({
          base: targets[side].url,
          paths,
          duration,
          connections,
          serverPid: targets[side].pid,
          dbDir: side === 'product' ? join(dataset.dir, 'postgres') : undefined,
          clients: deployed?.clients,
        });
        if (side === 'product') {
          // The statistics reach pg_stat_database within a second of each statement.
          await sleep(1200);
          const answers = Math.max(1, run.rps * duration);
          run.statements_per_answer = round(((await transactions(client)) - before) / answers, 3);
        }
        return run;
      };
      // Warm every side (JIT, PostgreSQL's buffers) before anything is measured.
      for (const side of SIDES) await load(side, 3);
      const runs: Record<Side, Run[]> = { bare: [], fastify: [], product: [] };
      const loads: number[] = [];
      for (let run = 0; run < flags.runs; run++) {
        // Rotating the order spreads a neighbour's burst of load over all three.
        const order = SIDES.map((_, i) => SIDES[(i + run) % SIDES.length]!);
        for (const side of order) {
          const measured = await load(side);
          runs[side].push(measured);
          console.log(
            `[bench:wrk] ${mode} ${name} ${side}: ${measured.rps} req/s, p95 ${measured.p95_ms} ms, ` +
              `client CPU ${measured.client_cpu}, server CPU ${measured.server_cpu}` +
              (measured.statements_per_answer !== undefined
                ? `, statements/answer ${measured.statements_per_answer}`
                : ''),
          );
        }
        loads.push(loadavg()[0]!);
      }
      const [b, f, p] = SIDES.map((side) => summarize(runs[side]));
      const alone = await load('product', 5, 1);
      out[name] = {
        paths: paths.length === 1 ? paths[0] : `${paths.length} listings in turn`,
        bare: b,
        fastify: f,
        product: p,
        product_alone: alone,
        ratio: round(p!.rps / b!.rps, 3),
        // The same ratio from CPU time per answer: less moved by the neighbours' load.
        cpu_ratio: round(b!.cpu_ms_per_answer / p!.cpu_ms_per_answer, 3),
        fastify_ratio: round(f!.rps / b!.rps, 3),
        load_average: { min: Math.min(...loads), max: Math.max(...loads) },
      };
      console.log(
        `[bench:wrk] ${mode} ${name}: ratio ${round(p!.rps / b!.rps, 3)}, CPU per answer ` +
          `${p!.cpu_ms_per_answer} ms (node ${p!.server_cpu_ms_per_answer}) vs bare ${b!.cpu_ms_per_answer} ms, ` +
          `CPU ratio ${round(b!.cpu_ms_per_answer / p!.cpu_ms_per_answer, 3)}`,
      );
    }
    return out;
  } finally {
    for (const baseline of baselines) await baseline.stop();
    await server.stop();
  }
}

buildWebApp();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  const client = new pg.Client({ connectionString: dataset.url });
  await client.connect();
  try {
    const modes: Partial<Record<Mode, Measured>> = {};
    for (const mode of MODES)
      modes[mode] = (await measureMode({ mode, dataset, client })) as Measured;
    bySize[sizeLabel(size)] = {
      dataset: await describeDataset(dataset.url),
      // The first mode's figures keep the place earlier result files had them.
      endpoints: modes[MODES[0]!],
      modes,
      deployed_cost: deployedCost(modes),
    };
  } finally {
    await client.end();
    await dataset.stop();
  }
}
await result.save({
  sizes: bySize,
  tool: 'wrk -t1',
  modes: MODES,
  goal: { api_ratio: 0.6, page_ratio: 0.3 },
});
