// Where each long task of a trace from `npm run bench:trace` went: the sampled call tree of every
// main-thread task over a threshold, to a depth, frames under 3 ms left out. Times are wall
// time in the throttled trace (the task's own line also gives its thread time, `cpu`).
//   node bench/trace-tree.ts .tmp/bench/traces/_gears-1.json [min task ms: 50] [depth: 8]
import './lib/help.ts';
import { readFileSync } from 'node:fs';
import type { TraceEvent as Event } from './lib/trace-summary.ts';

type Frame = { functionName: string; url?: string; lineNumber?: number };
type Node = { id: number; parent?: number; callFrame: Frame };
type ProfileData = {
  startTime?: number;
  cpuProfile?: { nodes?: Node[]; samples?: number[] };
  timeDeltas?: number[];
};

const [file = '', minMs = '50', depthArg = '8'] = process.argv.slice(2);
const { traceEvents: events } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Event[] };
const depth = Number(depthArg);
const parse = events.find(
  (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith('http'),
);
if (!parse) throw new Error('No page parse in the trace.');
const tasks = events.filter(
  (e) =>
    e.pid === parse.pid &&
    e.tid === parse.tid &&
    e.ph === 'X' &&
    e.name === 'RunTask' &&
    (e.tdur ?? e.dur ?? 0) > Number(minMs) * 1000,
);

// The renderer's sampled profile: each sample's stack and time.
const nodes = new Map<number, Node>();
const samples: { id: number; at: number }[] = [];
let clock = 0;
for (const e of events) {
  if (e.pid !== parse.pid) continue;
  const data = e.args?.data as ProfileData | undefined;
  if (e.name === 'Profile') clock = data?.startTime ?? clock;
  if (e.name !== 'ProfileChunk') continue;
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
    clock += data?.timeDeltas?.[i] ?? 0;
    samples.push({ id, at: clock });
  });
}

const label = ({ functionName, url, lineNumber }: Frame) =>
  `${functionName || '(anonymous)'} ${(url ?? '').split('/').pop() ?? ''}:${lineNumber ?? ''}`;
const ms = (us: number) => (us / 1000).toFixed(1);

for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const tree = new Map<string, number>();
  samples.forEach(({ id, at }, i) => {
    if (at < task.ts || at >= end) return;
    const dt = (samples[i + 1]?.at ?? at) - at;
    const chain: string[] = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent ?? -1))
      chain.unshift(label(node.callFrame));
    let key = '';
    for (const frame of chain.slice(0, depth)) {
      key += `\n${frame}`;
      tree.set(key, (tree.get(key) ?? 0) + dt);
    }
  });
  console.log(`\ntask at ${ms(task.ts)} ms: ${ms(task.dur ?? 0)} ms, cpu ${ms(task.tdur ?? 0)} ms`);
  for (const [key, time] of [...tree].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (time < 3000) continue;
    const frames = key.split('\n').slice(1);
    console.log(`${'  '.repeat(frames.length - 1)}${frames.at(-1)}  ${ms(time)}`);
  }
}
