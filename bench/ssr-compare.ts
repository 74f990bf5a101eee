// The cost of the server-rendered pages (issue 13): `/gears` and a detail page with photos and a
// certificate, each answered warm (a visitor: the cache of rendered pages) and cold (the same
// request with a login cookie, which the cache never answers: every answer is a full render),
// against a bare node:http server answering the same bytes, all with `wrk -t1 -c50` (the
// client's CPU is shown). The three sides alternate run by run; figures are medians, the load
// average beside them. One connection alone gives a render's own time.
//   node bench/ssr-compare.ts [--sizes 100k] [--duration 8] [--runs 3] [--connections 50]
//                             [--port 4810]   (the bare server takes port + 1)
//                             [--only detail]   (pages by name prefix: gears, detail)
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { readFlags, sizeLabel } from './lib/args.ts';
import { capture, startBare } from './lib/bare.ts';
import { openDataset } from './lib/dataset.ts';
import { startResult } from './lib/results.ts';
import { richGear } from './lib/rich-gear.ts';
import { buildWebApp, startServer } from './lib/server.ts';
import { median, round } from './lib/stats.ts';
import { wrk, type WrkRun } from './lib/wrk.ts';

const flags = readFlags({ sizes: [100_000], duration: 8, runs: 3, connections: 50 });
const result = startResult<Record<string, unknown>>('ssr-compare', { ...flags });
const SIDES = ['bare', 'warm', 'cold'] as const;
type Side = (typeof SIDES)[number];
// Any token: the page is rendered as a visitor's either way, only never kept nor served kept.
const COLD = { Cookie: `${TOKEN_COOKIE}=bench-cold` };

const summarize = (runs: WrkRun[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p50_ms: median(runs.map((r) => r.p50_ms)),
  p95_ms: median(runs.map((r) => r.p95_ms)),
  client_cpu: median(runs.map((r) => r.client_cpu)),
  server_cpu: median(runs.map((r) => r.server_cpu ?? 0)),
  db_cpu: median(runs.map((r) => r.db_cpu ?? 0)),
  // Server and database CPU per answer: the cost whatever share of the machine the run got.
  cpu_ms_per_answer: median(
    runs.map((r) =>
      round((((r.server_cpu ?? 0) + (r.db_cpu ?? 0)) * 1000) / Math.max(1, r.rps), 3),
    ),
  ),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  bytes_per_answer: runs[0]!.bytes_per_answer,
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
    const all = { gears: '/gears', detail: `/itemdetails/${(await richGear(dataset.url)).id}` };
    const pages = Object.fromEntries(
      Object.entries(all).filter(
        ([name]) => flags.only.length === 0 || flags.only.some((p) => name.startsWith(p)),
      ),
    );
    bare = await startBare(await capture(server.url, Object.values(pages)), flags.port + 1);
    const out: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(pages)) {
      const load = (side: Side, duration = flags.duration, connections = flags.connections) =>
        wrk({
          base: side === 'bare' ? bare!.url : server.url,
          paths: [path],
          duration,
          connections,
          serverPid: side === 'bare' ? bare!.pid : server.pid,
          dbDir: side === 'bare' ? undefined : join(dataset.dir, 'postgres'),
          headers: side === 'cold' ? COLD : undefined,
        });
      for (const side of SIDES) await load(side, 3);
      const runs: Record<Side, WrkRun[]> = { bare: [], warm: [], cold: [] };
      const loads: number[] = [];
      for (let run = 0; run < flags.runs; run++) {
        for (const side of SIDES.map((_, i) => SIDES[(i + run) % SIDES.length]!)) {
          const measured = await load(side);
          runs[side].push(measured);
          console.log(
            `[bench:ssr] ${sizeLabel(size)} ${name} ${side}: ${measured.rps} req/s, p95 ${measured.p95_ms} ms, ` +
              `client CPU ${measured.client_cpu}, server CPU ${measured.server_cpu}`,
          );
        }
        loads.push(loadavg()[0]!);
      }
      const [b, warm, cold] = SIDES.map((side) => summarize(runs[side]));
      // One request at a time: a render's own wall time, and a kept page's.
      const alone = { cold: await load('cold', 5, 1), warm: await load('warm', 5, 1) };
      out[name] = {
        path,
        bare: b,
        warm,
        cold,
        alone,
        warm_ratio: round(warm!.rps / b!.rps, 3),
        cold_ratio: round(cold!.rps / b!.rps, 3),
        warm_cpu_ratio: round(b!.cpu_ms_per_answer / warm!.cpu_ms_per_answer, 3),
        cold_cpu_ratio: round(b!.cpu_ms_per_answer / cold!.cpu_ms_per_answer, 3),
        load_average: { min: Math.min(...loads), max: Math.max(...loads) },
      };
      console.log(
        `[bench:ssr] ${name}: warm ${round(warm!.rps / b!.rps, 3)} of bare (p95 ${warm!.p95_ms} ms), ` +
          `cold ${round(cold!.rps / b!.rps, 3)}; CPU per answer warm ${warm!.cpu_ms_per_answer} ms, ` +
          `cold ${cold!.cpu_ms_per_answer} ms, bare ${b!.cpu_ms_per_answer} ms; ` +
          `alone: cold p50 ${alone.cold.p50_ms} ms, warm p50 ${alone.warm.p50_ms} ms`,
      );
    }
    bySize[sizeLabel(size)] = { pages: out };
  } finally {
    await bare?.stop();
    await server.stop();
    await dataset.stop();
  }
}
await result.save({
  sizes: bySize,
  tool: 'wrk -t1',
  goal: { ratio: 0.3, p95_ms: 20 },
});
