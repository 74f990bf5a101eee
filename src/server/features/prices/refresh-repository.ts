// The refresh of a model's prices (its listings' guide rows and its stored price groups), queued
// in every write of one of its listings, and nightly. The write also counts the refresh it asks
// for (model_price_refreshes.requested) in its own transaction, because the queued job alone can
// be lost: graphile-worker's add_job first clears the key of a job already taken by a worker,
// then upserts the keyed job unless it is taken; a worker taking the job between those two
// statements leaves the write with no job of its own, while the taken job may have read the
// listings before the write committed (decision 021, reproduced in refresh-race.test.ts). The
// refresh compares the count it started from with the count when it is done and runs again when
// a write came in between.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { modelPriceRefreshes } from '#server/db/schema.ts';
import { enqueue, type Executor } from '#server/jobs/queue.ts';
import { refreshModelAggregates } from './aggregate-repository.ts';
import { refreshModelGuides } from './guide-repository.ts';

/** Queues the refresh of this listing's model (none without a catalogue size), counted. */
export async function queueGuideRefresh(tx: Executor, gearId: string) {
  await tx.execute(sql`
    with model as (
      select s.model_id from gears g join catalogue_sizes s on s.id = g.catalogue_size_id
       where g.id = ${gearId}
    ), counted as (
      insert into model_price_refreshes (model_id, requested) select model_id, 1 from model
      on conflict (model_id) do update set requested = model_price_refreshes.requested + 1
      returning model_id
    )
    select graphile_worker.add_job('refresh_price_guide', json_build_object('modelId', model_id),
             job_key => 'price-guide:' || model_id)
      from counted`);
}

/** The refresh count asked for now (0 for a model no write counted yet). */
async function requestedCount(tx: Tx, modelId: string): Promise<number> {
  const [row] = await tx
    .select({ requested: modelPriceRefreshes.requested })
    .from(modelPriceRefreshes)
    .where(eq(modelPriceRefreshes.model_id, modelId));
  return row?.requested ?? 0;
}

/**
 * True when no write was counted since `requested` was read. A write still open holds the
 * row: this waits for it, then sees its count.
 */
async function settle(tx: Tx, modelId: string, requested: number): Promise<boolean> {
  if (requested === 0) return true;
  const result = await tx.execute(sql`
    update model_price_refreshes set refreshed = ${requested}
     where model_id = ${modelId} and requested = ${requested}`);
  return (result.rowCount ?? 0) > 0;
}

/** Rounds before the job leaves the rest to a job of its own (a model written without pause). */
const MAX_ROUNDS = 5;

/**
 * Rewrites the model's guide rows and price groups, one transaction a round. The count is read
 * first: the refresh's statements (each with a snapshot of its own, read committed) then see
 * every write counted up to it.
 */
export async function refreshModelPrices(db: Db, modelId: string): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const settled = await db.transaction(async (tx) => {
      const requested = await requestedCount(tx, modelId);
      await refreshModelGuides(tx, modelId);
      await refreshModelAggregates(tx, modelId);
      return settle(tx, modelId, requested);
    });
    if (settled) return;
  }
  await enqueue(db, {
    task: 'refresh_price_guide',
    payload: { modelId },
    jobKey: `price-guide:${modelId}`,
  });
}
