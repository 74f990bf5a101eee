// Latency and error bookkeeping for the load scripts: percentiles over every request, per action.
import { percentile, round as roundTo } from '../../bench/lib/stats.ts';

export function createStats() {
  const latencies: number[] = [];
  const byAction = new Map<string, number[]>();
  const errors: string[] = [];
  let errorCount = 0;

  // One percentile formula for the whole repository (nearest rank); no sample reads as 0 here.
  const at = (values: number[], p: number) => (values.length === 0 ? 0 : percentile(values, p));
  const round = (n: number) => roundTo(n, 1);

  return {
    record(action: string, ms: number, error?: string) {
      if (error) {
        errorCount++;
        if (errors.length < 5) errors.push(error);
        return;
      }
      latencies.push(ms);
      const list = byAction.get(action) ?? [];
      list.push(ms);
      byAction.set(action, list);
    },
    /**
     * `groups` pools actions (e.g. every read apart from the uploads) into one percentile each,
     * as a goal for "reads" means all of them, not the median of their medians.
     */
    report(seconds: number, groups: Record<string, string[]> = {}) {
      const sorted = [...latencies].sort((a, b) => a - b);
      const grouped = Object.fromEntries(
        Object.entries(groups).map(([name, members]) => {
          const s = members.flatMap((a) => byAction.get(a) ?? []).sort((a, b) => a - b);
          return [name, { requests: s.length, p50_ms: round(at(s, 50)), p99_ms: round(at(s, 99)) }];
        }),
      );
      const actions = Object.fromEntries(
        [...byAction].map(([action, list]) => {
          const s = [...list].sort((a, b) => a - b);
          return [
            action,
            {
              requests: s.length,
              p50_ms: round(at(s, 50)),
              p99_ms: round(at(s, 99)),
            },
          ];
        }),
      );
      return {
        requests: sorted.length + errorCount,
        rps: Math.round((sorted.length + errorCount) / seconds),
        errors: errorCount,
        p50_ms: round(at(sorted, 50)),
        p95_ms: round(at(sorted, 95)),
        p99_ms: round(at(sorted, 99)),
        max_ms: round(sorted.at(-1) ?? 0),
        groups: grouped,
        actions,
        first_errors: errors,
      };
    },
  };
}
