// Results are JSON files in bench/results/, one per benchmark (latest run wins; git keeps history).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine, type Machine } from './machine.ts';

export const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

export type ResultFile<T> = {
  benchmark: string;
  started_at: string;
  finished_at: string;
  flags: Record<string, unknown>;
  machine: Machine;
  results: T;
};

export function startResult<T>(benchmark: string, flags: Record<string, unknown>) {
  const machine = describeMachine();
  const started_at = new Date().toISOString();
  console.log(
    `[bench] ${benchmark}: ${machine.cores} cores, load ${machine.load_average.join(' ')}, node ${machine.node}`,
  );
  return {
    /** `--out before/x` keeps a run apart from the latest results (e.g. before a change). */
    async save(results: T, name = (flags.out as string | undefined) ?? benchmark): Promise<string> {
      // Per-size results of earlier runs stay unless this run measured that size again, so
      // `--sizes 1m` on its own adds a column instead of wiping the others.
      const sizes = (results as { sizes?: Record<string, Record<string, unknown>> }).sizes;
      if (sizes) {
        for (const value of Object.values(sizes))
          Object.assign(value, { measured_at: started_at, flags, machine });
        const previous = await readResult<{ sizes?: Record<string, unknown> }>(name);
        Object.assign(results as object, { sizes: { ...previous?.results.sizes, ...sizes } });
      }
      const file: ResultFile<T> = {
        benchmark,
        started_at,
        finished_at: new Date().toISOString(),
        flags,
        machine,
        results,
      };
      const path = `${resultsDir}${name}.json`;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
      console.log(`[bench] wrote ${path}`);
      return path;
    },
  };
}

export async function readResult<T>(name: string): Promise<ResultFile<T> | null> {
  try {
    return JSON.parse(await readFile(`${resultsDir}${name}.json`, 'utf8')) as ResultFile<T>;
  } catch {
    return null;
  }
}
