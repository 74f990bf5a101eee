// The process's Prometheus metrics (prom-client) in one registry. It sits below every feature and
// plugin, so each records what it does here without importing another; lib/metrics-server.ts
// serves the registry on its own port (METRICS_PORT), never on the site's. Label values come
// from fixed sets (route templates, status classes, task names, hit/miss), never from a URL, an
// id or anything a user typed, so the number of series stays bounded. docs/operations.md says
// what each metric means and which alerts to set.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

/**
 * Process CPU, memory, event-loop lag, handles, GC (prom-client's defaults), from when the
 * metrics listener starts: their GC observer and event-loop monitor cost nothing elsewhere.
 */
export function collectProcessMetrics() {
  if (registry.getSingleMetric('process_cpu_seconds_total')) return;
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which promtool refuses; nodejs_active_{handles,requests,
  // resources} by type say the same (sum them for the total).
  for (const name of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`nodejs_active_${name}_total`);
}

const registers = [registry];
// Histogram buckets from 5 ms (a kept answer, a fast render) to 10 s (a slow one on a busy
// machine); +Inf after them.
export const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Value = { labels: Record<string, string>; value: number; metricName?: string };

/** A metric whose values are read when scraped (prom-client's registry formats them). */
export function registerRead(options: {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: () => Value[];
}) {
  const { name, help, type, values } = options;
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => Promise.resolve({ name, help, type, aggregator: 'sum', values: values() }),
  };
  registry.registerMetric(metric as unknown as Parameters<typeof registry.registerMetric>[0]);
}

/**
 * A counter by one label over a fixed set of values, kept as plain numbers: `lookups.hit++`
 * costs nothing on a hot path (a cached answer), where prom-client's inc() hashes its labels.
 */
function countsOf<V extends string>(
  name: string,
  help: string,
  { label, values }: { label: string; values: readonly V[] },
): Record<V, number> {
  const counts = Object.fromEntries(values.map((v) => [v, 0])) as Record<V, number>;
  registerRead({
    name,
    help,
    type: 'counter',
    values: () => values.map((v) => ({ labels: { [label]: v }, value: counts[v] })),
  });
  return counts;
}

export const renderDuration = new Histogram({
  name: 'airgear_ssr_render_seconds',
  help: 'Server render time of a public page, by page route (src/shared/routes.ts).',
  labelNames: ['route'] as const,
  buckets: SECONDS,
  registers,
});

export const pageCacheLookups = countsOf(
  'airgear_page_cache_lookups_total',
  'Rendered-page cache lookups of visitor pages: hit (kept page) or miss (rendered).',
  { label: 'result', values: ['hit', 'miss'] },
);

export const responseCacheLookups = countsOf(
  'airgear_response_cache_lookups_total',
  'Response cache lookups of anonymous list and detail reads: hit or miss.',
  { label: 'result', values: ['hit', 'miss'] },
);

export const mails = countsOf(
  'airgear_mails_total',
  'Mails handed to SMTP or written to the outbox (sent), or that failed (the job retries them).',
  { label: 'result', values: ['sent', 'failed'] },
);

export const liveStreams = new Gauge({
  name: 'airgear_live_streams',
  help: 'Live message streams (server-sent events) open on this instance.',
  registers,
});

export const jobsRun = new Counter({
  name: 'airgear_jobs_total',
  help: "Job attempts this process's worker finished, by task and result (success or error).",
  labelNames: ['task', 'result'] as const,
  registers,
});

/**
 * A gauge read when scraped: `read` returns its value now (a queue's length, a pool's size).
 * Returns a function that points it at another source (the last one registered wins).
 */
export function gaugeOf(name: string, help: string, read: () => number) {
  let source = read;
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(source());
    },
  });
  return (next: () => number) => void (source = next);
}
