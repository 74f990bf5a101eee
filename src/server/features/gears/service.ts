// The rules of writing a listing that the body schema cannot know on its own: the gear type must
// exist and decides the properties; the country defaults to the seller's; deleting a listing
// also removes the photo files of its pictures and of its certificates' pictures.
import type { FastifyBaseLogger } from 'fastify';
import type { GearWrite } from '#shared/contracts/gears.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { validationError } from '#server/lib/http-error.ts';
import { enqueue, type Executor } from '#server/jobs/queue.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { findGearType } from '#server/features/gear-types/repository.ts';
import { catalogueNames, checkCatalogueSize } from '#server/features/catalogue/listing-link.ts';
import { watchlistChange } from '#server/features/watchlist-mails/events.ts';
import { recordWatchlistEvent } from '#server/features/watchlist-mails/repository.ts';
import { checkItemOwner, offerOnSale } from '#server/features/items/listing-link.ts';
import { queueGuideRefresh } from '#server/features/prices/refresh-repository.ts';
import { listingTown } from '#server/features/towns/resolve.ts';
import { holdGearOnSave } from '#server/features/deal-safety/stolen-holds.ts';
import { withGearAudit } from './moderation.ts';
import { checkProperties } from './properties-validation.ts';
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
 * The town's columns: a gazetteer id, or a name within the listing's country (the body's, else
 * the one it has or its seller's); the listing's country follows a town given by id.
 */
async function townColumns(db: Db, input: GearWrite, country: () => Promise<string | undefined>) {
  if (input.town === undefined) return {};
  if (input.town === null)
    return { town_id: null, town_name: null, latitude: null, longitude: null };
  const town = listingTown(
    input.town,
    input.country ?? (typeof input.town === 'number' ? undefined : await country()),
  );
  return {
    town_id: town.id,
    town_name: town.name,
    latitude: town.latitude,
    longitude: town.longitude,
    country: town.country,
  };
}

/** The columns a valid body writes, or a 400 naming every field that breaks a rule. */
async function columnsOf(db: Db, input: GearWrite, country: () => Promise<string | undefined>) {
  const type = await findGearType(db, input.gear_type);
  if (!type) throw validationError({ gear_type: ['Unknown gear type.'] });
  const { properties, errors } = checkProperties(type.extra_properties, input.properties);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (input.catalogue_size) await checkCatalogueSize(db, input.catalogue_size, input.gear_type);
  const { brand, model } = await catalogueNames(db, input);
  const town = await townColumns(db, input, country);
  return {
    name: input.name,
    brand,
    model,
    price: input.price,
    currency: input.currency,
    gear_type_id: input.gear_type,
    properties,
    // Left out means "keep" on an edit: drizzle skips undefined values in an update.
    description: input.description,
    country: input.country,
    status: input.status,
    catalogue_size_id: input.catalogue_size,
    condition: input.condition,
    pickup: input.pickup,
    shipping: input.shipping,
    test_flight: input.test_flight,
    item_id: input.item,
    price_type: input.price_type,
    // Kept only while the listing is sold (migration 0022's trigger clears it otherwise).
    sold_price: input.sold_price,
    ...town,
  };
}

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
  await checkItemOwner(db, { itemId: input.item, ownerId: viewer.id });
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
  await checkItemOwner(db, { itemId: input.item, gearId: id });
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
