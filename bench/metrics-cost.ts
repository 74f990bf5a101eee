// What the metrics cost the list answer (issue 39: ≤ 2 % of its CPU). Two production servers on
// one PostgreSQL with the demo data, alike but for METRICS_PORT: "off" has no metrics listener
// and no request metrics, "on" has both and is scraped every second meanwhile (a production
// Prometheus scrapes every 15–30 s). wrk asks each for GET /api/gears/?page_size=24 in turn,
// run by run (the order alternates), and the server process's CPU time (/proc) per answer is
// compared. Two cases: the response cache on (as deployed: most answers are kept ones, the
// cheapest answer, so the metrics' largest share) and off (RESPONSE_CACHE_MS=0: every answer
// queries). Figures are medians of the runs; the load average is printed beside them.
//   node bench/metrics-cost.ts [--runs 5] [--duration 10] [--connections 20] [--port 3190]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { startServer, type ServerProcess } from '../scripts/lib/server-process.ts';
import { readFlags } from './lib/args.ts';
import { startResult } from './lib/results.ts';
import { median, round } from './lib/stats.ts';
import { cpuSeconds, wrk } from './lib/wrk.ts';

const flags = readFlags({ runs: 5, duration: 10, connections: 20, port: 3190 });
const result = startResult<Record<string, unknown>>('metrics-cost', flags);
const LIST = '/api/gears/?page_size=24';
const say = (m: string) => console.log(`[bench] ${m}`);

type Side = 'off' | 'on';
const dir = await mkdtemp(join(tmpdir(), 'airgear-metrics-cost-'));
const postgres = await startEmbeddedPostgres(dir);
const results: Record<string, unknown> = {};

async function measure(server: ServerProcess, metricsPort: number | undefined) {
  const scraping = metricsPort
    ? setInterval(() => {
        void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
          (r) => r.text(),
          () => '',
        );
      }, 1000)
    : undefined;
  const before = cpuSeconds(server.pid);
  const run = await wrk({
    base: server.url,
    paths: [LIST],
    duration: flags.duration,
    connections: flags.connections,
  });
  const cpu = cpuSeconds(server.pid) - before;
  clearInterval(scraping);
  if (run.errors > 0) throw new Error(`${run.errors} errors`);
  return { rps: run.rps, us_per_answer: (cpu / (run.rps * flags.duration)) * 1e6 };
}

try {
  for (const [name, cacheMs] of [
    ['cached', '10000'],
    ['uncached', '0'],
  ] as const) {
    const env = {
      DATABASE_URL: postgres.url,
      SEED_DEMO: '1',
      RESPONSE_CACHE_MS: cacheMs,
      CACHE_BUS: 'off',
      WORKER: 'off',
    };
    const servers: Record<Side, ServerProcess> = {
      off: await startServer({ dataDir: join(dir, 'off'), port: flags.port, env }),
      on: await startServer({
        dataDir: join(dir, 'on'),
        port: flags.port + 1,
        env: { ...env, METRICS_PORT: String(flags.port + 6000) },
      }),
    };
    const samples: Record<Side, { rps: number; us_per_answer: number }[]> = { off: [], on: [] };
    try {
      // Warm-up: compiled code paths, pools and caches on both.
      for (const side of ['off', 'on'] as const)
        await wrk({ base: servers[side].url, paths: [LIST], duration: 3, connections: 5 });
      for (let run = 0; run < flags.runs; run++) {
        const order: Side[] = run % 2 ? ['on', 'off'] : ['off', 'on'];
        for (const side of order) {
          const sample = await measure(
            servers[side],
            side === 'on' ? flags.port + 6000 : undefined,
          );
          samples[side].push(sample);
          say(
            `${name} run ${run + 1} ${side}: ${sample.rps} req/s, ` +
              `${sample.us_per_answer.toFixed(1)} µs CPU per answer (load ${loadavg()[0]!.toFixed(2)})`,
          );
        }
      }
    } finally {
      await Promise.all([servers.off.stop(), servers.on.stop()]);
    }
    const off = median(samples.off.map((s) => s.us_per_answer));
    const on = median(samples.on.map((s) => s.us_per_answer));
    const cost = round(((on - off) / off) * 100, 1);
    results[name] = {
      off_us: round(off, 1),
      on_us: round(on, 1),
      cost_percent: cost,
      off_rps: median(samples.off.map((s) => s.rps)),
      on_rps: median(samples.on.map((s) => s.rps)),
      samples,
    };
    say(`${name}: off ${off.toFixed(1)} µs, on ${on.toFixed(1)} µs per answer: ${cost} %`);
  }
  results.load_average_end = loadavg().map((n) => round(n));
  await result.save(results);
} finally {
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
