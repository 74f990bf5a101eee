// Test helpers for the job queue: what waits in it, and making retries due now instead of after
// their backoff.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

export type QueuedJob = {
  id: string;
  task_identifier: string;
  payload: Record<string, unknown>;
  attempts: number;
  last_error: string | null;
  run_at: Date;
};

export async function queuedJobs(db: Db, task?: string): Promise<QueuedJob[]> {
  const result = await db.execute(
    // The public jobs view leaves the payload out; tests read the library's table directly.
    sql`select j.id::text, t.identifier as task_identifier, j.payload, j.attempts, j.last_error,
               j.run_at
          from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id
         where ${task ?? null}::text is null or t.identifier = ${task ?? null}
         order by j.id`,
  );
  const rows = result.rows as (QueuedJob & { run_at: string | Date })[];
  return rows.map((row) => ({ ...row, run_at: new Date(row.run_at) }));
}

/** Every waiting job becomes due at once (a retry skips its backoff). */
export async function makeJobsDue(db: Db): Promise<void> {
  await db.execute(
    sql`select graphile_worker.reschedule_jobs(array(select id from graphile_worker.jobs), run_at => now())`,
  );
}
