// A model's stored prices follow every write of its listings, including the one whose job the
// queue drops: graphile-worker's add_job leaves a write with no job of its own when a worker
// takes the model's waiting job between add_job's two statements, and the taken job may read
// the listings before that write commits (features/prices/refresh-repository.ts). Both steps
// are held here with row locks, in the order a busy machine can give them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { queueGuideRefresh, refreshModelPrices } from './refresh-repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function makeModel(db: Db) {
  const { model, sizes } = await makeCatalogueModel(db, { model: 'R' });
  return { model, size: sizes[0]! };
}

/** Until a statement containing `text` waits for a row lock (or `done` settles first). */
async function waitingOnLock(db: Db, text: string, done?: Promise<unknown>) {
  let finished = false;
  void done?.then(() => (finished = true));
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and query like ${`%${text}%`}`);
    if (rows[0]!.n > 0 || finished) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it("follows the write whose refresh job a worker took between add_job's statements", async () => {
  const db = t.database.db;
  const { model, size } = await makeModel(db);
  const seller = await makeUser(db);
  const write = (tx: Db, price: number) =>
    makeGear(tx, seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      price,
      catalogue_size_id: size.id,
      properties: { year: 2022 },
    }).then((gear) => queueGuideRefresh(tx, gear.id));
  for (const price of [1000, 1100, 1200, 1300])
    await db.transaction((tx) => write(tx as unknown as Db, price));
  await t.drainJobs();
  // The model's job is waiting again (as after a fourth write that just committed).
  await db.execute(sql`
    select graphile_worker.add_job('refresh_price_guide', json_build_object('modelId', ${model.id}::uuid),
             job_key => 'price-guide:' || ${model.id})`);

  // A worker takes it (get_job's update, not yet committed) ...
  const worker = await t.database.pool.connect();
  await worker.query('begin');
  await worker.query(
    `update graphile_worker._private_jobs set locked_at = now(), locked_by = 'race-test-worker'
      where key = $1`,
    [`price-guide:${model.id}`],
  );
  // ... while the fifth write's add_job runs: its upsert waits for that row.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let queued!: () => void;
  const afterQueue = new Promise<void>((resolve) => (queued = resolve));
  const fifth = db.transaction(async (tx) => {
    await write(tx as unknown as Db, 1400);
    queued();
    await held;
  });
  await waitingOnLock(db, 'add_job');
  await worker.query('commit');
  worker.release();
  await afterQueue;
  // The write has no job of its own: the only one with the model's key is the taken one.
  const { rows: jobs } = await db.execute<{ locked: boolean }>(sql`
    select locked_at is not null as locked from graphile_worker._private_jobs
     where payload->>'modelId' = ${model.id}`);
  // (The write is let go first when this fails, so the test ends.)
  if (jobs.length !== 1 || !jobs[0]!.locked) release();
  expect(jobs).toEqual([{ locked: true }]);

  // The taken job runs now, before the write commits; the write commits while it runs.
  const job = refreshModelPrices(db, model.id);
  await waitingOnLock(db, 'model_price_refreshes', job);
  release();
  await fifth;
  await job;
  const prices = await t.app.inject({ url: `/api/catalogue/models/${model.id}/prices/` });
  expect(prices.json().asking).toMatchObject({ median: 1200, count: 5 });
});
