// Reads a V8 .cpuprofile (node --cpu-prof) into the tables a report needs: self time by
// function, by package or source folder, and the inclusive time of the app's own functions.
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type Row = { name: string; ms: number; share: number };

/** Where a function lives: a package, a folder of src/, Node's internals or V8's own buckets. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const src = /\/src\/(server\/[^/]+(?:\/[^/]+)?)\//.exec(url) ?? /\/src\/([^/]+)\//.exec(url);
  if (src) return `src/${src[1]}`;
  return url.replace(/^.*\//, '');
}

const label = (node: Node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(node_modules\/)?/, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
};

/**
 * Only the samples taken between `window[0]` and `window[1]` ms before the profile's end count
 * (the load, not the start-up or the shutdown); hit counts are recomputed from them.
 */
export function summarizeProfile(file: string, window?: [number, number], top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  let at = profile.startTime;
  const hits = new Map<number, number>();
  let first = Infinity;
  let last = -Infinity;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    const before = (profile.endTime - at) / 1000;
    if (window && (before > window[0] || before < window[1])) return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
    first = Math.min(first, at);
    last = Math.max(last, at);
  });
  for (const node of profile.nodes) node.hitCount = hits.get(node.id) ?? 0;
  const samples = [...hits.values()].reduce((a, b) => a + b, 0);
  const totalMs = (last - first) / 1000;
  const msPerHit = totalMs / Math.max(1, samples);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const places = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  // Inclusive time: each sample counts once for every distinct app function on its stack.
  const walk = (node: Node, onStack: Set<string>): number => {
    let ms = (node.hitCount ?? 0) * msPerHit;
    add(self, label(node), ms);
    add(places, placeOf(node.callFrame.url, node.callFrame.functionName), ms);
    const key = node.callFrame.url.includes('/src/') ? label(node) : '';
    const fresh = key !== '' && !onStack.has(key);
    if (fresh) onStack.add(key);
    for (const child of node.children ?? []) ms += walk(byId.get(child)!, onStack);
    if (fresh) {
      onStack.delete(key);
      add(inclusive, key, ms);
    }
    return ms;
  };
  walk(profile.nodes[0]!, new Set());
  const busy = totalMs - (places.get('(idle)') ?? 0);
  const rows = (map: Map<string, number>): Row[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({
        name,
        ms: Math.round(ms),
        share: Math.round((ms / busy) * 1000) / 10,
      }));
  return {
    total_ms: Math.round(totalMs),
    busy_ms: Math.round(busy),
    self: rows(self),
    places: rows(places),
    app_inclusive: rows(inclusive),
  };
}
