// Writing a listing: create, update and delete, each with what follows it (matching jobs,
// watchlist events, a moderator's audit row); the body's columns and their rules are in
// write-columns.ts. Deleting a listing also removes the photo files of its pictures and of its
// certificates' pictures.
import type { FastifyBaseLogger } from 'fastify';
import type { GearWrite } from '#shared/contracts/gear-write.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { enqueue, type Executor } from '#server/jobs/queue.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { watchlistChange } from '#server/features/watchlist-mails/events.ts';
import { recordWatchlistEvent } from '#server/features/watchlist-mails/repository.ts';
import {
  checkListingItem,
  checkNewListingItem,
  offerOnSale,
} from '#server/features/items/listing-link.ts';
import { queueGuideRefresh } from '#server/features/prices/refresh-repository.ts';
import { holdGearOnSave } from '#server/features/deal-safety/stolen-holds.ts';
import { withGearAudit } from './moderation.ts';
import { columnsOf } from './write-columns.ts';
import {
  deleteGearRows,
  gearCountry,
  userCountry,
  insertGear,
  lockPriceAndStatus,
  updateGearRow,
} from './write-repository.ts';
import { queueNoticeMatching } from '#server/features/safety-notices/queue-matching.ts';

/**
 * Wanted-item and saved-search matching run as jobs, queued in the listing's write. A draft is
 * its owner's alone: nothing is matched until it is published.
 */
export async function queueMatching(tx: Executor, gearId: string, status: string) {
  if (status === 'draft') return;
  await enqueue(tx, { task: 'match_wanted', payload: { gearId }, jobKey: `match:${gearId}` });
  await enqueue(tx, {
    task: 'match_saved_searches',
    payload: { gearId },
    jobKey: `saved:${gearId}`,
  });
  await queueNoticeMatching(tx, { gearId });
}

export async function createGear(
  db: Db,
  { viewer, input }: { viewer: Viewer; input: GearWrite },
): Promise<string> {
  const columns = await columnsOf(db, input, () => userCountry(db, viewer.id));
  await checkNewListingItem(db, { itemId: input.item, ownerId: viewer.id });
  return db.transaction(async (tx) => {
    const status = columns.status ?? 'active';
    const id = await insertGear(tx, viewer.id, {
      ...columns,
      description: columns.description ?? '',
      status,
    });
    await queueMatching(tx, id, status);
    await queueGuideRefresh(tx, id);
    // Its item's serial in a published stolen report: held before anyone can see it.
    await holdGearOnSave(tx, id);
    return id;
  });
}

/** `moderatorId`: a staff member editing someone else's listing, recorded in the audit log. */
export async function updateGear(
  db: Db,
  { id, input, moderatorId }: { id: string; input: GearWrite; moderatorId?: string },
): Promise<void> {
  const columns = await columnsOf(db, input, () => gearCountry(db, id));
  await checkListingItem(db, {
    gearId: id,
    itemId: input.item,
    status: input.status,
    byStaff: moderatorId !== undefined,
  });
  // Moderation writes its audit row in the same transaction.
  const write = async (tx: Tx) => {
    const before = await lockPriceAndStatus(tx, id);
    // Sold to the buyer it was reserved for: the item (passport) is offered to them.
    if (columns.status === 'sold' && before?.status !== 'sold') await offerOnSale(tx, id);
    // The guides of the model it left and of the one it is now (one job when they are the same).
    await queueGuideRefresh(tx, id);
    await updateGearRow(tx, id, columns);
    await holdGearOnSave(tx, id);
    await queueMatching(tx, id, columns.status ?? before?.status ?? 'draft');
    await queueGuideRefresh(tx, id);
    // Favouriters hear of a price drop, a sale or a return to sale (their daily mail).
    const change =
      before &&
      watchlistChange(before, {
        price: columns.price,
        status: columns.status ?? before.status,
      });
    if (change) await recordWatchlistEvent(tx, id, change);
  };
  if (moderatorId)
    await withGearAudit(db, { actorId: moderatorId, id, action: 'gear.update', write });
  else await db.transaction(write);
}

/**
 * The rows go in one transaction; the files go after it committed, and only those no other row
 * still uses (keys are content hashes).
 */
export async function deleteGear(
  db: Db,
  {
    photos,
    id,
    log,
    moderatorId,
  }: { photos: PhotoStore; id: string; log?: FastifyBaseLogger; moderatorId?: string },
) {
  const rows = (tx: Tx) => deleteGearRows(tx, id);
  const keys = await (moderatorId
    ? withGearAudit(db, { actorId: moderatorId, id, action: 'gear.delete', write: rows })
    : db.transaction(rows));
  await releaseKeys(db, { photos, keys, log });
}
