// Throughput ratios measured with wrk (lib/wrk.ts): the product, a bare node:http server and a
// minimal Fastify route, the two baselines answering the very bytes and headers the product
// answered, on the API's list, a filtered search, a listing's detail (200 listings in turn) and
// the server-rendered HTML of /gears and of a detail page with photos and a certificate.
// The three alternate run by run; figures are medians; the load average is kept beside each.
// For the rendered pages, a run with one connection gives the render time of a page alone.
//   node bench/wrk-compare.ts [--sizes 100k] [--duration 10] [--runs 3] [--connections 50]
//                             [--skip page,detail-page] [--port 4810] [--out name]
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { capture, startBare } from './lib/bare.ts';
import { describeDataset, openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { asDeployed, buildWebApp, startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { wrk, type WrkRun } from './lib/wrk.ts';

const flags = readFlags({ sizes: [100_000], duration: 10, runs: 3, connections: 50 });
const result = startResult<Record<string, unknown>>('wrk-compare', { ...flags });
const LIST = '/api/gears/?page_size=24';
const SEARCH = `/api/gears/?page_size=24&gear_type=${GEAR_TYPE_IDS.wing}&country=DE&min_price=1000&max_price=3000`;
const SIDES = ['bare', 'fastify', 'product'] as const;
type Side = (typeof SIDES)[number];

async function pickPaths(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const details = await client.query<{ id: string }>(
      `SELECT g.id FROM gears g JOIN users u ON u.id = g.user_id
       WHERE g.status = 'active' AND NOT g.is_hidden AND NOT u.is_suspended
       ORDER BY md5(g.id::text) LIMIT 200`,
    );
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
      detail: details.rows.map((r) => `/api/gears/${r.id}/`),
      page: ['/gears'],
      'detail-page': [`/itemdetails/${rich.rows[0]!.id}`],
    };
  } finally {
    await client.end();
  }
}

const summarize = (runs: WrkRun[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p50_ms: median(runs.map((r) => r.p50_ms)),
  p95_ms: median(runs.map((r) => r.p95_ms)),
  p99_ms: median(runs.map((r) => r.p99_ms)),
  client_cpu: median(runs.map((r) => r.client_cpu)),
  server_cpu: median(runs.map((r) => r.server_cpu ?? 0)),
  db_cpu: median(runs.map((r) => r.db_cpu ?? 0)),
  // CPU time per answer (server and database): what the throughput would be on a core of its
  // own, whatever share of the busy machine the process got during the run.
  cpu_ms_per_answer: median(
    runs.map((r) =>
      round((((r.server_cpu ?? 0) + (r.db_cpu ?? 0)) * 1000) / Math.max(1, r.rps), 4),
    ),
  ),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  bytes_per_answer: runs[0]!.bytes_per_answer,
  runs_rps: runs.map((r) => r.rps),
});

buildWebApp();
const deployed = asDeployed();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
    ...(deployed && { env: deployed.env, stdout: deployed.stdout }),
  });
  const baselines: Awaited<ReturnType<typeof startBare>>[] = [];
  try {
    const endpoints = Object.entries(await pickPaths(dataset.url)).filter(
      ([name]) => !flags.skip.includes(name),
    );
    const fixtures = await capture(
      server.url,
      endpoints.flatMap(([, paths]) => paths),
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
      const load = (side: Side, duration = flags.duration, connections = flags.connections) =>
        wrk({
          base: targets[side].url,
          paths,
          duration,
          connections,
          serverPid: targets[side].pid,
          dbDir: side === 'product' ? join(dataset.dir, 'postgres') : undefined,
          clients: deployed?.clients,
        });
      // Warm every side (JIT, PostgreSQL's buffers) before anything is measured.
      for (const side of SIDES) await load(side, 3);
      const runs: Record<Side, WrkRun[]> = { bare: [], fastify: [], product: [] };
      const loads: number[] = [];
      for (let run = 0; run < flags.runs; run++) {
        // Rotating the order spreads a neighbour's burst of load over all three.
        const order = SIDES.map((_, i) => SIDES[(i + run) % SIDES.length]!);
        for (const side of order) {
          const measured = await load(side);
          runs[side].push(measured);
          console.log(
            `[bench:wrk] ${sizeLabel(size)} ${name} ${side}: ${measured.rps} req/s, p95 ${measured.p95_ms} ms, ` +
              `client CPU ${measured.client_cpu}, server CPU ${measured.server_cpu}`,
          );
        }
        loads.push(loadavg()[0]!);
      }
      const [b, f, p] = SIDES.map((side) => summarize(runs[side]));
      // One connection: the time of one answer alone, e.g. a page's render.
      const alone = await load('product', 5, 1);
      out[name] = {
        paths: paths.length === 1 ? paths[0] : `${paths.length} listings`,
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
        `[bench:wrk] ${sizeLabel(size)} ${name}: ratio ${round(p!.rps / b!.rps, 3)}, ` +
          `CPU per answer ${p!.cpu_ms_per_answer} ms vs bare ${b!.cpu_ms_per_answer} ms`,
      );
    }
    bySize[sizeLabel(size)] = { dataset: await describeDataset(dataset.url), endpoints: out };
  } finally {
    for (const baseline of baselines) await baseline.stop();
    await server.stop();
    await dataset.stop();
  }
}
await result.save({
  sizes: bySize,
  tool: 'wrk -t1',
  as_deployed: deployed !== null,
  goal: { api_ratio: 0.6, page_ratio: 0.3 },
});
