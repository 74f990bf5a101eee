// The request counter and duration histogram, kept as plain numbers per series on the hot path
// and turned into Prometheus' counter and histogram when scraped. prom-client's own Counter and
// Histogram hash their label object on every call: 2–3 µs a request, 5–8 % of a kept list
// answer's 40 µs of CPU (bench/README.md, metrics cost), where a lookup here is a few map reads.
import { registerRead, SECONDS } from './metrics.ts';

const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

type Series = {
  labels: { method: string; route: string; status_class: string };
  count: number;
  sum: number;
  /** Answers per bucket, not cumulative (the last one is +Inf); summed up when scraped. */
  buckets: Float64Array;
};

// Route template → method → status class (index 0–5) → series. The route strings are the
// templates Fastify was given, the same string object every time, so the lookups are cheap.
const byRoute = new Map<string, Map<string, (Series | undefined)[]>>();
const all: Series[] = [];

function create(method: string, route: string, index: number): Series {
  const series: Series = {
    labels: { method, route, status_class: CLASSES[index - 1] ?? 'other' },
    count: 0,
    sum: 0,
    buckets: new Float64Array(SECONDS.length + 1),
  };
  all.push(series);
  return series;
}

/** One answer: its route template, method, status and time (Fastify's request and reply). */
export function recordRequest(
  route: string,
  { method }: { method: string },
  { statusCode: status, elapsedTime: ms }: { statusCode: number; elapsedTime: number },
) {
  let methods = byRoute.get(route);
  if (!methods) byRoute.set(route, (methods = new Map()));
  let classes = methods.get(method);
  if (!classes) methods.set(method, (classes = []));
  const index = status >= 100 && status < 600 ? (status / 100) | 0 : 0;
  const series = (classes[index] ??= create(method, route, index));
  const seconds = ms / 1000;
  series.count++;
  series.sum += seconds;
  let bucket = 0;
  while (bucket < SECONDS.length && seconds > SECONDS[bucket]!) bucket++;
  series.buckets[bucket]!++;
}

const requestsTotal = 'airgear_http_requests_total';
const duration = 'airgear_http_request_duration_seconds';
registerRead({
  name: requestsTotal,
  help: 'HTTP requests answered, by method, route template and status class.',
  type: 'counter',
  values: () => all.map((s) => ({ labels: s.labels, value: s.count })),
});
registerRead({
  name: duration,
  help: 'Time from a request arriving to its answer, by method, route template and status class.',
  type: 'histogram',
  values: () =>
    all.flatMap((s) => {
      let total = 0;
      const buckets = [...SECONDS.map(String), '+Inf'].map((le, i) => {
        total += s.buckets[i]!;
        return { metricName: `${duration}_bucket`, labels: { ...s.labels, le }, value: total };
      });
      return [
        ...buckets,
        { metricName: `${duration}_sum`, labels: s.labels, value: s.sum },
        { metricName: `${duration}_count`, labels: s.labels, value: s.count },
      ];
    }),
});
