// What the metrics cost the list answer (issue 39: ≤ 2 % of its CPU). Two production servers on
// one PostgreSQL with the demo data, alike but for METRICS_PORT: "off" has no metrics listener
// and no request metrics, "on" has both and is scraped every second meanwhile (a production
// Prometheus scrapes every 15–30 s). In each run wrk asks both at once for
// GET /api/gears/?page_size=24, so both share whatever else the (shared, busy) machine does, and
// the CPU time of each server process (/proc) per answer is compared; the figure is the median
// of the runs' on ÷ off ratios. The response cache is on, as deployed: the answers are kept
// ones, the cheapest answer, so the metrics' largest share (--uncached: RESPONSE_CACHE_MS=0).
// The load average is printed beside each run.
//   node bench/metrics-cost.ts [--runs 10] [--duration 8] [--connections 10] [--port 3190]
//     [--uncached]
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { startServer, type ServerProcess } from '../scripts/lib/server-process.ts';
import { readFlags } from './lib/args.ts';
import { startResult } from './lib/results.ts';
import { median, round } from './lib/stats.ts';
import { cpuSeconds, wrk } from './lib/wrk.ts';

const uncached = process.argv.includes('--uncached');
const flags = readFlags(
  { runs: 10, duration: 8, connections: 10, port: 3190 },
  process.argv.slice(2).filter((a) => a !== '--uncached'),
);
const result = startResult<Record<string, unknown>>('metrics-cost', flags);
const LIST = '/api/gears/?page_size=24';
const say = (m: string) => console.log(`[bench] ${m}`);

type Side = 'off' | 'on';
const dir = await mkdtemp(join(tmpdir(), 'airgear-metrics-cost-'));
const postgres = await startEmbeddedPostgres(dir);
const results: Record<string, unknown> = {};

type Sample = { rps: number; us_per_answer: number };

/** Both servers under wrk at once; the "on" one scraped every second meanwhile. */
async function measurePair(servers: Record<Side, ServerProcess>, metricsPort: number) {
  const scraping = setInterval(() => {
    void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
  }, 1000);
  const one = async (server: ServerProcess): Promise<Sample> => {
    const before = cpuSeconds(server.pid);
    const run = await wrk({
      base: server.url,
      paths: [LIST],
      duration: flags.duration,
      connections: flags.connections,
    });
    const cpu = cpuSeconds(server.pid) - before;
    if (run.errors > 0) throw new Error(`${run.errors} errors`);
    return { rps: run.rps, us_per_answer: (cpu / (run.rps * flags.duration)) * 1e6 };
  };
  try {
    const [off, on] = await Promise.all([one(servers.off), one(servers.on)]);
    return { off, on };
  } finally {
    clearInterval(scraping);
  }
}

try {
  const name = uncached ? 'uncached' : 'cached';
  const env = {
    DATABASE_URL: postgres.url,
    SEED_DEMO: '1',
    RESPONSE_CACHE_MS: uncached ? '0' : '10000',
    CACHE_BUS: 'off',
    WORKER: 'off',
  };
  const metricsPort = flags.port + 6000;
  // One after the other: the first one migrates and seeds.
  const off = await startServer({ dataDir: join(dir, 'off'), port: flags.port, env });
  const on = await startServer({
    dataDir: join(dir, 'on'),
    port: flags.port + 1,
    env: { ...env, METRICS_PORT: String(metricsPort) },
  });
  const servers: Record<Side, ServerProcess> = { off, on };
  const samples: { off: Sample; on: Sample; ratio: number; load: number }[] = [];
  try {
    // Warm-up: compiled code paths, pools and caches on both.
    await measurePair(servers, metricsPort);
    for (let run = 0; run < flags.runs; run++) {
      const pair = await measurePair(servers, metricsPort);
      const sample = {
        ...pair,
        ratio: pair.on.us_per_answer / pair.off.us_per_answer,
        load: round(loadavg()[0]!),
      };
      samples.push(sample);
      say(
        `run ${run + 1}: off ${pair.off.rps} req/s ${pair.off.us_per_answer.toFixed(1)} µs, ` +
          `on ${pair.on.rps} req/s ${pair.on.us_per_answer.toFixed(1)} µs CPU per answer: ` +
          `${((sample.ratio - 1) * 100).toFixed(1)} % (load ${sample.load})`,
      );
    }
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
  const cost = round((median(samples.map((s) => s.ratio)) - 1) * 100, 1);
  results[name] = {
    cost_percent: cost,
    off_us: round(median(samples.map((s) => s.off.us_per_answer)), 1),
    on_us: round(median(samples.map((s) => s.on.us_per_answer)), 1),
    samples,
  };
  say(
    `${name}: the metrics cost ${cost} % of the list answer's CPU (median of ${flags.runs} runs)`,
  );
  results.load_average_end = loadavg().map((n) => round(n));
  await result.save(results, uncached ? 'metrics-cost-uncached' : 'metrics-cost');
} finally {
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
