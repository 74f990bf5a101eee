// Command-line flags shared by every benchmark script: `--sizes 10000,100000 --duration 20 --runs 3`.
// Each script states its own defaults, so `npm run bench:x` is the full run and flags make a quick one.
import { parseArgs } from 'node:util';

export type Flags = {
  sizes: number[];
  duration: number;
  runs: number;
  connections: number;
  samples: number;
  port: number;
  out: string | undefined;
  skip: string[];
  /** Case-name prefixes to run (comma list); all cases when absent. */
  only: string[];
  /** Lighthouse's throttling: `simulate` (its default, Lantern) or `devtools` (real throttling). */
  throttling: Throttling;
};

export type Throttling = 'simulate' | 'devtools';

export function readFlags(defaults: Partial<Flags> = {}, argv = process.argv.slice(2)): Flags {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string' },
      duration: { type: 'string' },
      runs: { type: 'string' },
      connections: { type: 'string' },
      samples: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      skip: { type: 'string' },
      only: { type: 'string' },
      throttling: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'Flags: --sizes 10000,100000  --duration <s>  --runs <n>  --connections <n>  ' +
        '--samples <n>  --port <n>  --out <results name>  --skip <comma list>  --only <prefixes>  ' +
        '--throttling simulate|devtools',
    );
    process.exit(0);
  }
  const num = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v));
  return {
    sizes: values.sizes ? parseSizes(values.sizes) : (defaults.sizes ?? [10_000, 100_000]),
    duration: num(values.duration, defaults.duration ?? 20),
    runs: num(values.runs, defaults.runs ?? 3),
    connections: num(values.connections, defaults.connections ?? 50),
    samples: num(values.samples, defaults.samples ?? 60),
    port: num(values.port, defaults.port ?? 4810),
    out: values.out ?? defaults.out,
    skip: values.skip ? values.skip.split(',') : (defaults.skip ?? []),
    only: values.only ? values.only.split(',') : (defaults.only ?? []),
    throttling: parseThrottling(values.throttling ?? defaults.throttling ?? 'simulate'),
  };
}

function parseThrottling(text: string): Throttling {
  if (text !== 'simulate' && text !== 'devtools') throw new Error(`Not a throttling: ${text}`);
  return text;
}

/** "10k,100k,1m" or "10000,100000". */
export function parseSizes(text: string): number[] {
  return text.split(',').map((part) => {
    const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(part.trim());
    if (!m) throw new Error(`Not a size: ${part}`);
    const factor = { '': 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as '' | 'k' | 'm'];
    return Math.round(Number(m[1]) * factor);
  });
}

export const sizeLabel = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1000 && n % 1000 === 0
      ? `${n / 1000}k`
      : String(n);
