// The job queue as metrics (lib/metrics.ts): how many jobs wait, how long the oldest has waited
// and which tasks keep failing, read from graphile-worker's tables when Prometheus scrapes, so
// every instance and worker reports the one shared queue; and the attempts this process's own
// worker finished, counted from its events. The task label is a task name of tasks.ts.
import type { WorkerEvents } from 'graphile-worker';
import { Gauge } from 'prom-client';
import type pg from 'pg';
import { jobsRun, registry } from '#server/lib/metrics.ts';

type Snapshot = {
  depth: number;
  oldest: number;
  failed: { task: string; retrying: number; dead: number }[];
};

// Due jobs nobody holds (is_available: unlocked and attempts left); failed jobs by task, the
// ones still retrying apart from those that used every attempt and wait for a person.
const QUERY = `
  with due as (
    select run_at from graphile_worker._private_jobs where is_available and run_at <= now()
  )
  select (select count(*) from due)::int as depth,
    coalesce((select extract(epoch from now() - min(run_at)) from due), 0)::float8 as oldest,
    coalesce((
      select json_agg(json_build_object('task', t.identifier, 'retrying', f.retrying, 'dead', f.dead))
      from graphile_worker._private_tasks t
      cross join lateral (
        select count(*) filter (where j.attempts < j.max_attempts)::int as retrying,
          count(*) filter (where j.attempts >= j.max_attempts)::int as dead
        from graphile_worker._private_jobs j
        where j.task_id = t.id and j.last_error is not null
      ) f
    ), '[]') as failed`;

let pool: pg.Pool | undefined;
let reading: Promise<Snapshot | undefined> | undefined;

/** One query per scrape for the three gauges (the first to collect runs it, the others share). */
function snapshot(): Promise<Snapshot | undefined> {
  reading ??= (async () => {
    try {
      const { rows } = await pool!.query<Snapshot>(QUERY);
      return rows[0];
    } catch {
      // Database unreachable: the gauges keep their last values; the health check says why.
      return undefined;
    } finally {
      setTimeout(() => (reading = undefined), 1000).unref();
    }
  })();
  return reading;
}

const registers = [registry];
new Gauge({
  name: 'airgear_job_queue_depth',
  help: 'Jobs due now that no worker has taken yet (the whole queue, shared by every process).',
  registers,
  async collect() {
    const now = pool && (await snapshot());
    if (now) this.set(now.depth);
  },
});
new Gauge({
  name: 'airgear_job_queue_oldest_age_seconds',
  help: 'How long the oldest due job has waited past its run time; 0 when none waits.',
  registers,
  async collect() {
    const now = pool && (await snapshot());
    if (now) this.set(now.oldest);
  },
});
new Gauge({
  name: 'airgear_job_queue_failed_jobs',
  help: 'Jobs whose last attempt failed, by task: retrying (attempts left) or dead (none left).',
  labelNames: ['task', 'state'] as const,
  registers,
  async collect() {
    const now = pool && (await snapshot());
    for (const { task, retrying, dead } of now?.failed ?? []) {
      this.set({ task, state: 'retrying' }, retrying);
      this.set({ task, state: 'dead' }, dead);
    }
  },
});

/** Reads the queue's gauges from this pool's database. */
export function watchJobQueue(source: pg.Pool) {
  pool = source;
}

/** Counts each finished attempt of this process's worker by task and result. */
export function countJobAttempts(events: WorkerEvents) {
  events.on('job:success', ({ job }) =>
    jobsRun.inc({ task: job.task_identifier, result: 'success' }),
  );
  events.on('job:error', ({ job }) => jobsRun.inc({ task: job.task_identifier, result: 'error' }));
}
