// Benchmark 1: API throughput. The production server answers the listing list, a filtered search
// and the detail of a listing under autocannon load; in the same run, a bare node:http server
// answers the same bytes from memory. Baseline and product alternate, each figure is the median
// of --runs runs, and the ratio product/baseline is what the goal (≥ 40 %) is about.
//   node bench/api-throughput.ts [--sizes 10k,100k] [--duration 20] [--runs 3] [--connections 50]
import autocannon from 'autocannon';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { capture, startBare } from './lib/bare.ts';
import { describeDataset, openDataset } from './lib/dataset.ts';
import { detailPaths } from './lib/detail-paths.ts';
import { startResult } from './lib/results.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';

const flags = readFlags({ duration: 20, runs: 3, connections: 50 });
const result = startResult<Record<string, unknown>>('api-throughput', { ...flags });
const PAGE = '/api/gears/?page_size=24';
const SEARCH = `/api/gears/?page_size=24&gear_type=${GEAR_TYPE_IDS.wing}&country=DE&min_price=1000&max_price=3000`;

type Run = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function load(base: string, paths: string[]): Promise<Run> {
  let next = 0;
  const r = await autocannon({
    url: base,
    connections: flags.connections,
    duration: flags.duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  return {
    rps: round(r['2xx'] / r.duration, 0),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const summarize = (runs: Run[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p50_ms: median(runs.map((r) => r.p50)),
  p99_ms: median(runs.map((r) => r.p99)),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  runs_rps: runs.map((r) => r.rps),
});

buildWebApp();
const bySize: Record<string, unknown> = {};
for (const size of flags.sizes) {
  const dataset = await openDataset(size);
  const server = await startServer({
    databaseUrl: dataset.url,
    dataDir: dataset.dir,
    port: flags.port,
  });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const details = await detailPaths(dataset.url, 200);
    const endpoints: Record<string, string[]> = { list: [PAGE], search: [SEARCH], detail: details };
    const fixtures = await capture(server.url, Object.values(endpoints).flat());
    bare = await startBare(fixtures, flags.port + 1);
    const out: Record<string, unknown> = {};
    for (const [name, paths] of Object.entries(endpoints)) {
      // Warm both (JIT, PostgreSQL's buffers) before anything is measured.
      await load(server.url, paths);
      const product: Run[] = [];
      const baseline: Run[] = [];
      for (let run = 0; run < flags.runs; run++) {
        // Alternating the order spreads a neighbour's burst of load over both sides.
        const order = run % 2 ? ['product', 'baseline'] : ['baseline', 'product'];
        for (const side of order) {
          const measured = await load(side === 'product' ? server.url : bare.url, paths);
          (side === 'product' ? product : baseline).push(measured);
          console.log(`[bench:api] ${sizeLabel(size)} ${name} ${side}: ${measured.rps} req/s`);
        }
      }
      const p = summarize(product);
      const b = summarize(baseline);
      out[name] = {
        paths: paths.length === 1 ? paths[0] : `${paths.length} listings`,
        response_bytes: Buffer.from(fixtures[paths[0]!]!.body, 'base64').length,
        product: p,
        baseline: b,
        ratio: round(p.rps / b.rps, 3),
      };
      console.log(`[bench:api] ${sizeLabel(size)} ${name}: ratio ${round(p.rps / b.rps, 3)}`);
    }
    bySize[sizeLabel(size)] = { dataset: await describeDataset(dataset.url), endpoints: out };
  } finally {
    await bare?.stop();
    await server.stop();
    await dataset.stop();
  }
}
await result.save({ sizes: bySize, goal: { list_ratio_at_100k: 0.4 } });
