// The soak's look into the server's memory: its child processes (the photo and password worker of
// media/cpu-pool.ts) and its heap after a garbage collection, asked for with SIGUSR2 and printed
// by scripts/lib/memory-trace.ts, which the server loads with TRACE_OPTIONS.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerProcess } from './server-process.ts';

const trace = fileURLToPath(new URL('./memory-trace.ts', import.meta.url));
export const TRACE_OPTIONS = `--expose-gc --import=${trace}`;

/** The live children of a process (Linux /proc). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

const lastAfterGc = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('[memory] ') && line.includes('"after_gc"'))
    .at(-1);

/** Collects the server's garbage and reads what it keeps (MB by kind), or null if it said nothing. */
export async function heapAfterGc(server: ServerProcess): Promise<Record<string, number> | null> {
  const before = lastAfterGc(server.output());
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = lastAfterGc(server.output());
    if (line && line !== before) {
      const { rss, heap_used, external, array_buffers } = JSON.parse(line.slice(9)) as Record<
        string,
        number
      >;
      return {
        rss: rss!,
        heap_used: heap_used!,
        external: external!,
        array_buffers: array_buffers!,
      };
    }
  }
  return null;
}
