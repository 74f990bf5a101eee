// Recovery from killed workers on a real PostgreSQL: the jobs a worker without a recent heartbeat
// has held for a while are unlocked and run; those of a living worker, or locked a moment ago
// by one that has not beaten yet, stay locked.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { beat, unlockDeadWorkers } from './heartbeat-repository.ts';
import { enqueue } from './queue.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A send_mail job locked by `workerId` `ago` seconds ago, as a worker would leave it. */
async function lockedJob(workerId: string, ago: number) {
  const to = `pilot-${randomBytes(4).toString('hex')}@example.com`;
  await enqueue(t.database.db, {
    task: 'send_mail',
    payload: { to, subject: 'Held', text: 'Held', html: '<p>Held</p>' },
  });
  await t.database.db.execute(sql`
    update graphile_worker._private_jobs
       set locked_by = ${workerId}, locked_at = now() - make_interval(secs => ${ago})
     where payload->>'to' = ${to}`);
  return to;
}

/** Who holds the job of each mail, in order. */
async function lockedBy(to: string[]) {
  const { rows } = await t.database.db.execute<{ to: string; locked_by: string | null }>(
    sql`select payload->>'to' as to, locked_by from graphile_worker._private_jobs`,
  );
  return to.map((address) => rows.find((row) => row.to === address)?.locked_by);
}

describe('unlockDeadWorkers()', () => {
  it('unlocks the jobs of a silent worker, and only those', async () => {
    const dead = await lockedJob('worker-dead', 120);
    const alive = await lockedJob('worker-alive', 120);
    const starting = await lockedJob('worker-starting', 1);
    await beat(t.database.db, ['worker-alive']);

    expect(await unlockDeadWorkers(t.database.db, 60)).toEqual(['worker-dead']);
    expect(await lockedBy([dead, alive, starting])).toEqual([
      null,
      'worker-alive',
      'worker-starting',
    ]);
    // Those two stand for jobs living workers are running: gone before the queue is drained.
    await t.database.db.execute(sql`delete from graphile_worker._private_jobs
      where payload->>'to' in (${alive}, ${starting})`);
    expect(await mailsTo(t, dead)).toHaveLength(1);
  });

  it('unlocks a worker whose last heartbeat is older than the threshold', async () => {
    const held = await lockedJob('worker-stopped', 300);
    await beat(t.database.db, ['worker-stopped']);
    await t.database.db.execute(
      sql`update job_worker_heartbeats set beat_at = now() - interval '2 minutes'
           where worker_id = 'worker-stopped'`,
    );
    expect(await unlockDeadWorkers(t.database.db, 60)).toEqual(['worker-stopped']);
    expect(await mailsTo(t, held)).toHaveLength(1);
  });
});
