// `perf script` output of a Node process's main thread, each sample given to the nearest
// JavaScript frame on its stack: V8's builtins (property loads, calls, allocation) and runtime
// functions count for the function that called them, as they are its work. V8's own sampling
// profiler (`--cpu-prof`) saw about 3.8 of the 6.2 ms a cold detail page costs the main thread
// (bench/README.md, session 19); perf's samples add up to the scheduler's count.
/** Where a sample goes: a JS function, or the kernel, the collector, interpreted code, native. */
function owner(frames: string[]): string {
  const js = frames.find((f) => f.startsWith('JS:'));
  const leaf = frames[0]!;
  if (leaf.includes('[kernel.kallsyms]')) return '[kernel]';
  if (/Scaveng|Heap::|MarkCompact|Sweeper|GCTracer/.test(frames.slice(0, 6).join(' ')))
    return '[gc]';
  if (js) return js.replace(/ \(.*$/, '').replace(/^JS:[*+^~']*/, '');
  if (frames.some((f) => f.includes('InterpreterEntryTrampoline'))) return '[interpreted]';
  return `[native] ${leaf.split(' (')[0]}`;
}

/** The file or package a function belongs to (a built chunk, a package, a source file). */
const place = (name: string) =>
  name.startsWith('[')
    ? name.split(' ')[0]!
    : (/(node_modules\/(@[^/]+\/)?[^/]+|src\/[^:]+|entry-server\.js|[\w-]+-[\w-]{8}\.js|node:[\w/]+)/.exec(
        name,
      )?.[0] ?? 'other');

export type Attribution = {
  samples: number;
  ms_per_page: number;
  places: { name: string; ms: number }[];
  functions: { name: string; ms: number }[];
};

/** Samples taken at `hz`, over `pages` pages: ms a page per place and per function. */
export function attribute(
  script: string,
  { hz, pages }: { hz: number; pages: number },
): Attribution {
  const byFunction = new Map<string, number>();
  let samples = 0;
  for (const block of script.split('\n\n')) {
    const frames = block
      .split('\n')
      .map((line) => line.trim().replace(/^[0-9a-f]+ /, ''))
      .filter(Boolean);
    if (frames.length === 0) continue;
    samples++;
    const name = owner(frames);
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
  }
  const byPlace = new Map<string, number>();
  for (const [name, n] of byFunction) byPlace.set(place(name), (byPlace.get(place(name)) ?? 0) + n);
  const ms = (n: number) => Math.round(((n / hz) * 1e6) / pages) / 1000;
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, n]) => ({ name, ms: ms(n) }));
  return {
    samples,
    ms_per_page: ms(samples),
    places: top(byPlace, 30),
    functions: top(byFunction, 40),
  };
}
