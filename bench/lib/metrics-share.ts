// The metrics' share of a server's CPU profile (bench/metrics-cost.ts --profile): the samples
// with metrics code anywhere on their stack (the request hook, its bookkeeping, Fastify's
// onResponse hook runner that only the metrics hook brings in at LOG_LEVEL=warn, the scrape:
// the listener, prom-client and the gauges' reads), over the samples where the process was busy.
// A share of samples holds on a busy machine, where the on/off difference of CPU time does not.
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number };

const METRICS_FILES = [
  '/prom-client/',
  'lib/request-stats.ts',
  'plugins/request-metrics.ts',
  'lib/metrics-server.ts',
  'lib/metrics.ts',
  'jobs/queue-metrics.ts',
  'db/pool-metrics.ts',
];
const isMetrics = ({ functionName, url }: Node['callFrame']) =>
  METRICS_FILES.some((part) => url.includes(part)) ||
  (url.includes('fastify/lib/hooks.js') && functionName === 'onResponseHookRunner');

/** `lastSeconds`: only the samples of the profile's last seconds count (the load, not the start). */
export function metricsShare(file: string, lastSeconds: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  let busy = 0;
  let metrics = 0;
  let gc = 0;
  const since = profile.endTime - lastSeconds * 1e6;
  let at = profile.endTime - profile.timeDeltas.reduce((sum, d) => sum + d, 0);
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i]!;
    if (at < since) continue;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') continue;
    busy++;
    if (node.callFrame.functionName === '(garbage collector)') gc++;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (isMetrics(byId.get(at)!.callFrame)) {
        metrics++;
        break;
      }
    }
  }
  return {
    busy_samples: busy,
    metrics_samples: metrics,
    share_percent: Math.round((metrics / Math.max(1, busy)) * 1000) / 10,
    gc_share_percent: Math.round((gc / Math.max(1, busy)) * 1000) / 10,
  };
}
