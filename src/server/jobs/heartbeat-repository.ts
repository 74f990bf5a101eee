// SQL of worker heartbeats: a process's workers say they are alive, and the jobs and queues held
// by workers that stopped saying so are unlocked (graphile-worker's force_unlock_workers).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/** Writes these workers' heartbeat now, and forgets ids silent for a day. */
export async function beat(db: Db, workerIds: string[]): Promise<void> {
  await db.execute(sql`
    with beat as (
      insert into job_worker_heartbeats (worker_id, beat_at)
      select json_array_elements_text(${JSON.stringify(workerIds)}::json), now()
      on conflict (worker_id) do update set beat_at = now()
    )
    delete from job_worker_heartbeats where beat_at < now() - interval '1 day'`);
}

/**
 * Unlocks what workers without a heartbeat in the last `staleSeconds` have held for at least that
 * long (a worker that just started and locked a job before its first beat is left alone);
 * returns those workers.
 */
export async function unlockDeadWorkers(db: Db, staleSeconds: number): Promise<string[]> {
  const stale = sql`now() - make_interval(secs => ${staleSeconds})`;
  const { rows } = await db.execute<{ worker_id: string }>(sql`
    with held as (
      select locked_by as worker_id from graphile_worker._private_jobs
       where locked_by is not null and locked_at < ${stale}
      union
      select locked_by from graphile_worker._private_job_queues
       where locked_by is not null and locked_at < ${stale}
    ), dead as (
      select worker_id from held
       where not exists (select 1 from job_worker_heartbeats h
                          where h.worker_id = held.worker_id and h.beat_at > ${stale})
    ), unlocked as (
      select graphile_worker.force_unlock_workers(array(select worker_id from dead))
       where exists (select 1 from dead)
    )
    select worker_id from dead, (select count(*) from unlocked) as u`);
  return rows.map((row) => row.worker_id);
}
