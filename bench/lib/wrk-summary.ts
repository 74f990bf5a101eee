// The figures bench/wrk-compare.ts keeps of its wrk runs: medians, CPU per answer, statements
// per answer, and what running as deployed adds to each answer.
import type pg from 'pg';
import { median, round } from './stats.ts';
import type { WrkRun } from './wrk.ts';

export type Mode = 'bench' | 'deployed';

/** This script's own flags, taken out before the shared ones are read. */
export function ownFlags(argv: string[]) {
  const own: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--as-deployed') own.mode = 'deployed';
    else if (['--mode', '--detail-listings', '--cold-listings'].includes(arg))
      own[arg.slice(2)] = argv[++i] ?? '';
    else rest.push(arg);
  }
  return { own, rest };
}

/** Transactions PostgreSQL committed so far (its statistics lag up to a second). */
export async function transactions(client: pg.Client) {
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]!.n);
}

export type Run = WrkRun & { statements_per_answer?: number };

export const summarize = (runs: Run[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p50_ms: median(runs.map((r) => r.p50_ms)),
  p95_ms: median(runs.map((r) => r.p95_ms)),
  p99_ms: median(runs.map((r) => r.p99_ms)),
  client_cpu: median(runs.map((r) => r.client_cpu)),
  server_cpu: median(runs.map((r) => r.server_cpu ?? 0)),
  db_cpu: median(runs.map((r) => r.db_cpu ?? 0)),
  // CPU time per answer (server and database): what the throughput would be on a core of its
  // own, whatever share of the busy machine the process got during the run.
  cpu_ms_per_answer: median(
    runs.map((r) =>
      round((((r.server_cpu ?? 0) + (r.db_cpu ?? 0)) * 1000) / Math.max(1, r.rps), 4),
    ),
  ),
  server_cpu_ms_per_answer: median(
    runs.map((r) => round(((r.server_cpu ?? 0) * 1000) / Math.max(1, r.rps), 4)),
  ),
  ...(runs[0]?.statements_per_answer !== undefined && {
    statements_per_answer: median(runs.map((r) => r.statements_per_answer ?? 0)),
  }),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  bytes_per_answer: runs[0]!.bytes_per_answer,
  runs_rps: runs.map((r) => r.rps),
});

export type Measured = Record<string, { product: { cpu_ms_per_answer: number } }>;

/** What running as deployed adds to each answer: logging at info and the shared rate limits. */
export function deployedCost(modes: Partial<Record<Mode, Measured>>) {
  if (!modes.bench || !modes.deployed) return undefined;
  return Object.fromEntries(
    Object.keys(modes.bench).map((name) => {
      const quiet = modes.bench![name]!.product.cpu_ms_per_answer;
      const deployed = modes.deployed![name]?.product.cpu_ms_per_answer ?? NaN;
      return [
        name,
        { bench_cpu_ms: quiet, deployed_cpu_ms: deployed, added_ms: round(deployed - quiet, 4) },
      ];
    }),
  );
}
