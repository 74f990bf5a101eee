// The process's Prometheus metrics (prom-client) in one registry. It sits below every feature and
// plugin, so each records what it does here without importing another; lib/metrics-server.ts
// serves the registry on its own port (METRICS_PORT), never on the site's. Label values come
// from fixed sets (route templates, status classes, task names, hit/miss), never from a URL, an
// id or anything a user typed, so the number of series stays bounded. docs/operations.md says
// what each metric means and which alerts to set.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
// Process CPU, memory, event-loop lag, handles, GC (prom-client's defaults).
collectDefaultMetrics({ register: registry });
// Gauges named like counters, which promtool refuses; nodejs_active_{handles,requests,resources}
// by type say the same (sum them for the total).
for (const name of ['handles', 'requests', 'resources'])
  registry.removeSingleMetric(`nodejs_active_${name}_total`);

const registers = [registry];
// From 5 ms (a kept answer) to 10 s (a slow render on a busy machine).
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'airgear_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'airgear_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer sent, by method, route template and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: SECONDS,
  registers,
});

export const renderDuration = new Histogram({
  name: 'airgear_ssr_render_seconds',
  help: 'Server render time of a public page, by page route (src/shared/routes.ts).',
  labelNames: ['route'] as const,
  buckets: SECONDS,
  registers,
});

export const pageCacheLookups = new Counter({
  name: 'airgear_page_cache_lookups_total',
  help: 'Rendered-page cache lookups of visitor pages: hit (kept page) or miss (rendered).',
  labelNames: ['result'] as const,
  registers,
});

export const responseCacheLookups = new Counter({
  name: 'airgear_response_cache_lookups_total',
  help: 'Response cache lookups of anonymous list and detail reads: hit or miss.',
  labelNames: ['result'] as const,
  registers,
});

export const mails = new Counter({
  name: 'airgear_mails_total',
  help: 'Mails handed to SMTP or written to the outbox (sent), or that failed (retried by the job).',
  labelNames: ['result'] as const,
  registers,
});

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

// Zero from the start, so a rate() over them exists before the first hit, miss or failure.
for (const result of ['hit', 'miss']) {
  pageCacheLookups.inc({ result }, 0);
  responseCacheLookups.inc({ result }, 0);
}
for (const result of ['sent', 'failed']) mails.inc({ result }, 0);

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
