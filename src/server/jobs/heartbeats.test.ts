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

describe('unlockDeadWorkers()', () => {
  it('unlocks the jobs of a silent worker, and only those', async () => {
    const dead = await lockedJob('worker-dead', 120);
    const alive = await lockedJob('worker-alive', 120);
    const starting = await lockedJob('worker-starting', 1);
    await beat(t.database.db, ['worker-alive']);

    expect(await unlockDeadWorkers(t.database.db, 60)).toEqual(['worker-dead']);
    expect(await mailsTo(t, dead)).toHaveLength(1);
    expect(await mailsTo(t, alive, 1, 200)).toEqual([]);
    expect(await mailsTo(t, starting, 1, 200)).toEqual([]);
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
