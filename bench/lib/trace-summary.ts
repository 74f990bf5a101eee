// Summarizes a Chrome trace of one page load: the renderer's long tasks after the first
// contentful paint (the work Lighthouse's TBT counts, here measured rather than simulated) with
// what each did, and the sampled CPU time per script file and per function. Each task's wall time
// grows with the machine's load (the renderer waits for a core); its thread time does not, so the
// tasks are counted both ways: by thread time (`cpu`), the figure to compare across runs.
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, throttling included: what `dur` is on an idle machine. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string } };
};
type ProfileNode = { id: number; callFrame: { functionName: string; url: string } };

const ms = (us: number) => Math.round(us / 100) / 10;
const top = (counts: Map<string, number>, n: number) =>
  Object.fromEntries(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, ms(v)]),
  );
const add = (counts: Map<string, number>, key: string, value: number) =>
  counts.set(key, (counts.get(key) ?? 0) + value);
const file = (url: unknown) => (typeof url === 'string' ? (url.split('/').pop() ?? '') : '');

export function summarizeTrace(events: TraceEvent[], origin: string) {
  // The page's renderer main thread: the one that parsed the page's HTML.
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(origin),
  );
  if (!parse) throw new Error('No ParseHTML of the page in the trace.');
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts ?? 0;
  const all = own.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts + (e.dur ?? 0) > fcp);
  const wallLong = all.filter((e) => (e.dur ?? 0) > 50_000);
  const cpuLong = all.filter((e) => (e.tdur ?? 0) > 50_000);
  const tasks = all.filter((e) => wallLong.includes(e) || cpuLong.includes(e));
  const inner = own.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  const long = tasks.map((t) => {
    const work = new Map<string, number>();
    for (const e of inner) {
      if (
        e.ts < t.ts ||
        e.ts >= t.ts + t.dur! ||
        !/^(v8\.|Layout|UpdateLayoutTree|Paint|ParseHTML|RunMicrotasks|FunctionCall|EvaluateScript|MinorGC|MajorGC)/.test(
          e.name,
        )
      )
        continue;
      const url = file(e.args?.data?.url);
      add(work, url ? `${e.name} ${url}` : e.name, e.dur ?? 0);
    }
    return { at_ms: ms(t.ts - fcp), ms: ms(t.dur!), cpu_ms: ms(t.tdur ?? 0), work: top(work, 4) };
  });
  // The sampled CPU profile of that renderer: self time per file and per function.
  const nodes = new Map<number, ProfileNode>();
  const samples: number[] = [];
  const deltas: number[] = [];
  for (const e of events) {
    if (e.pid !== parse.pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const data = e.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    samples.push(...(data?.cpuProfile?.samples ?? []));
    deltas.push(...(data?.timeDeltas ?? []));
  }
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const dt = deltas[i + 1] ?? 0;
    add(byFile, file(frame.url) || frame.functionName, dt);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${file(frame.url)}`.trim(), dt);
  });
  const blocking = (durations: number[]) =>
    Math.round(durations.reduce((sum, d) => sum + Math.max(0, d / 1000 - 50), 0));
  return {
    blocking_after_fcp_ms: blocking(wallLong.map((t) => t.dur!)),
    wall_long_tasks_after_fcp: wallLong.length,
    cpu_blocking_after_fcp_ms: blocking(cpuLong.map((t) => t.tdur!)),
    cpu_long_tasks_after_fcp: cpuLong.length,
    long_tasks_after_fcp: long,
    cpu_by_file_ms: top(byFile, 15),
    cpu_by_function_ms: top(byFunction, 25),
  };
}
