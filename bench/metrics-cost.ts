// What the metrics cost the list answer (issue 39: ≤ 2 % of its CPU). Two production servers on
// one PostgreSQL with the demo data, alike but for METRICS_PORT: "off" has no metrics listener
// and no request metrics, "on" has both and is scraped every --scrape-every seconds meanwhile
// (15 by default, a usual production interval; 1 for a pessimistic figure). In each run one
// autocannon process asks both at once for GET /api/gears/?page_size=24 at the same fixed rate
// (--rate per server), so both do the same work per second and share whatever else the shared,
// busy machine does; the CPU time of each server process (/proc) per answer is compared, and the
// figure is the median of the runs' on ÷ off ratios. (wrk at full speed was tried first: each
// server then gets what CPU the other leaves it, and a server answering fewer requests per event
// loop turn pays more per answer, so the ratio swung ±15 % run to run at load 16.) The response
// cache is on, as deployed: the answers are kept ones, the cheapest answer, so the metrics'
// largest share (--uncached: RESPONSE_CACHE_MS=0). --profile also records the "on" server's CPU
// profile and reports the share of its busy samples spent in metrics code (lib/metrics-share.ts);
// --aa runs both without metrics, to see what the comparison shows when nothing differs.
// --crossover starts a fresh pair for every run and swaps which one starts first and takes the
// lower port: the A/A runs showed one long-lived process cheaper than its twin by 4 % with
// nothing different, a difference of the processes, not of the metrics, that fresh pairs in
// alternating order spread over both sides instead of adding to one; the order in which the
// two loads start alternates too, so the four combinations come round every four runs.
//   node bench/metrics-cost.ts [--runs 8] [--duration 15] [--rate 1500] [--scrape-every 15]
//     [--port 3190] [--uncached] [--profile] [--aa] [--crossover] [--out name]
import './lib/help.ts';
import autocannon from 'autocannon';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { startServer, type ServerProcess } from '../scripts/lib/server-process.ts';
import { readFlags } from './lib/args.ts';
import { startResult } from './lib/results.ts';
import { median, round } from './lib/stats.ts';
import { metricsShare } from './lib/metrics-share.ts';
import { cpuSeconds } from './lib/wrk.ts';

const { values: own } = parseArgs({
  args: process.argv.slice(2),
  options: {
    uncached: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    // Both servers without metrics: what the comparison shows when nothing differs.
    aa: { type: 'boolean', default: false },
    crossover: { type: 'boolean', default: false },
    rate: { type: 'string', default: '1500' },
    'scrape-every': { type: 'string', default: '0' },
  },
  strict: false,
});
const uncached = own.uncached === true;
const profile = own.profile === true;
const aa = own.aa === true;
const crossover = own.crossover === true;
const rate = Number(own.rate);
const scrapeEvery = Number(own['scrape-every']);
const flags = readFlags(
  { runs: 8, duration: 15, connections: 10, port: 3190 },
  process.argv
    .slice(2)
    .filter(
      (a, i, all) =>
        !['--uncached', '--profile', '--aa', '--crossover'].includes(a) &&
        !['--rate', '--scrape-every'].includes(a) &&
        !['--rate', '--scrape-every'].includes(all[i - 1]!),
    ),
);
const result = startResult<Record<string, unknown>>('metrics-cost', {
  ...flags,
  uncached,
  profile,
  aa,
  crossover,
  rate,
  scrape_every: scrapeEvery,
});
const LIST = '/api/gears/?page_size=24';
const say = (m: string) => console.log(`[bench] ${m}`);

type Side = 'off' | 'on';
const dir = await mkdtemp(join(tmpdir(), 'airgear-metrics-cost-'));
const postgres = await startEmbeddedPostgres(dir);
const results: Record<string, unknown> = {};

type Sample = { rps: number; us_per_answer: number };

/** Both servers under load at once, at one fixed rate; the "on" one scraped meanwhile. */
async function measurePair(
  servers: Record<Side, ServerProcess>,
  metricsPort: number,
  onFirst = false,
) {
  const scrape = () =>
    void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
  const scraping = scrapeEvery > 0 ? setInterval(scrape, scrapeEvery * 1000) : undefined;
  const one = async (server: ServerProcess): Promise<Sample> => {
    const before = cpuSeconds(server.pid);
    const run = await autocannon({
      url: server.url + LIST,
      connections: flags.connections,
      duration: flags.duration,
      overallRate: rate,
    });
    const cpu = cpuSeconds(server.pid) - before;
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`${run.non2xx + run.errors} errors`);
    return {
      rps: Math.round(run['2xx'] / run.duration),
      us_per_answer: (cpu / run['2xx']) * 1e6,
    };
  };
  try {
    // The load started first gets the better share of this process: --crossover alternates it
    // (the A/A runs with "off" always first showed "on" 3.5 % dearer with nothing different).
    if (onFirst) {
      const [on, off] = await Promise.all([one(servers.on), one(servers.off)]);
      return { off, on };
    }
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
  // A first server migrates and seeds, then stops: the two measured ones start alike.
  const seeder = await startServer({ dataDir: join(dir, 'seed'), port: flags.port, env });
  await seeder.stop();
  // The pair to measure; `swap` starts "on" first, on the lower port.
  const startPair = async (swap: boolean, run: number) => {
    const start = (side: Side) =>
      startServer({
        dataDir: join(dir, `${side}-${run}`),
        port: flags.port + ((side === 'on') === swap ? 0 : 1),
        env: {
          ...env,
          ...(side === 'on' && !aa && { METRICS_PORT: String(metricsPort) }),
          // --profile: the "on" server's CPU profile, for the metrics' share of its samples.
          ...(side === 'on' &&
            profile && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${join(dir, 'profiles')}` }),
        },
      });
    const first = await start(swap ? 'on' : 'off');
    const second = await start(swap ? 'off' : 'on');
    return swap ? { on: first, off: second } : { off: first, on: second };
  };
  let servers: Record<Side, ServerProcess> = await startPair(false, 0);
  const { on } = servers;
  const samples: { off: Sample; on: Sample; ratio: number; load: number }[] = [];
  try {
    // Warm-up: compiled code paths, pools and caches on both.
    await measurePair(servers, metricsPort);
    for (let run = 0; run < flags.runs; run++) {
      if (crossover && run > 0) {
        await Promise.all([servers.off.stop(), servers.on.stop()]);
        servers = await startPair(run % 2 === 1, run);
        await measurePair(servers, metricsPort);
      }
      // In pairs of runs: the order of the servers' start and of their load both alternate.
      const pair = await measurePair(
        servers,
        metricsPort,
        crossover && Math.floor(run / 2) % 2 === 1,
      );
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
    // What a scrape costs the "on" server (idle meanwhile): a cost per scrape, not per answer.
    // Not while profiling: the profile's last seconds are the runs'.
    const before = cpuSeconds(servers.on.pid);
    for (let i = 0; i < (profile || aa ? 0 : 20); i++)
      await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
    if (!profile && !aa)
      results.scrape_cpu_ms = round(((cpuSeconds(servers.on.pid) - before) / 20) * 1000, 2);
  } finally {
    await Promise.all([servers.off.stop(), servers.on.stop()]);
  }
  if (profile) {
    const files = await readdir(join(dir, 'profiles'));
    const own = files.find((f) => f.includes(`.${on.pid}.`));
    if (own) {
      // The measured runs and the warm-up, not the start.
      results.profile = metricsShare(join(dir, 'profiles', own), (flags.runs + 1) * flags.duration);
      say(`profile of "on": ${JSON.stringify(results.profile)}`);
    }
  }
  const cost = round((median(samples.map((s) => s.ratio)) - 1) * 100, 1);
  // A scrape every 15 s (a usual production interval) at this rate, per answer.
  const scrapeShare = (((results.scrape_cpu_ms as number | undefined) ?? 0) * 1000) / (rate * 15);
  say(
    `a scrape costs ${results.scrape_cpu_ms} ms of CPU: every 15 s at ${rate} req/s, ${scrapeShare.toFixed(2)} µs per answer`,
  );
  results[name] = {
    scrape_us_per_answer_at_15s: round(scrapeShare, 2),
    scrape_percent_at_15s: round(
      (scrapeShare / median(samples.map((s) => s.on.us_per_answer))) * 100,
      2,
    ),
    cost_percent: cost,
    off_us: round(median(samples.map((s) => s.off.us_per_answer)), 1),
    on_us: round(median(samples.map((s) => s.on.us_per_answer)), 1),
    samples,
  };
  say(
    `${name}: the metrics cost ${cost} % of the list answer's CPU (median of ${flags.runs} runs)`,
  );
  results.load_average_end = loadavg().map((n) => round(n));
  await result.save(results);
} finally {
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
}
