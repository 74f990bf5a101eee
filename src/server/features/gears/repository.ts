// SQL of reading listings: one by id, several by id, and the rows of a page of a list (the
// search feature finds which, search/repository.ts), each with its seller, its item's status
// basis and its certificate flag, then the pictures and other extras of all its rows at once (no
// N+1). The rows are always read by a page's ids now, so the flag is one index probe per row
// (an EXISTS per row; over a whole filtered list it once hashed every certificate: bench/README.md).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Fit, Gear } from '#shared/contracts/gears.ts';
import type { NoticeCounts } from '#shared/contracts/safety-notices.ts';
import type { ItemStatus } from '#shared/passport/status.ts';
import type { Db } from '#server/db/client.ts';
import { gearPictures, gears, itemRecords, items, users } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { pictureOf } from '#server/media/variant-size.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canSeeSoldPrice, gearStateColumns, heldReason } from '#server/policies/gear-visibility.ts';
import { guideLine, guideRowsOf, type GuideRow } from '#server/features/prices/guide-repository.ts';
import { numberOrNull, priceFields } from './price-fields.ts';
import { fitOf } from './fit.ts';
import { basisColumns, cardStatuses } from '#server/features/items/airworthiness-repository.ts';
import { utcToday } from '#server/features/items/service.ts';
import { openCountsOf } from '#server/features/safety-notices/gear-notices-repository.ts';

export const selection = {
  id: gears.id,
  name: gears.name,
  brand: gears.brand,
  model: gears.model,
  description: gears.description,
  price: gears.price,
  currency: gears.currency,
  gear_type: gears.gear_type_id,
  properties: gears.properties,
  country: gears.country,
  status: gears.status,
  reserved_at: gears.reserved_at,
  price_type: gears.price_type,
  previous_price: gears.previous_price,
  price_changed_at: gears.price_changed_at,
  sold_price: gears.sold_price,
  user: gears.user_id,
  catalogue_size: gears.catalogue_size_id,
  item: gears.item_id,
  // A check certificate (a record through this listing): one probe of item_records_gear_idx.
  has_certificate: sql<boolean>`exists (select 1 from ${itemRecords} where ${itemRecords.gear_id} = ${gears.id})`,
  // The item's passport status basis (items.status_*): the card's status is computed from it.
  basis: basisColumns,
  // The weight range the fit is read from; not part of the answer.
  range: { min: gears.fit_min, max: gears.fit_max },
  // What the visibility rule reads; not part of the answer.
  state: gearStateColumns,
  condition: gears.condition,
  pickup: gears.pickup,
  shipping: gears.shipping,
  test_flight: gears.test_flight,
  // The town as read ({id, name, country}); not part of the answer as columns.
  place: { id: gears.town_id, name: gears.town_name },
  published_at: gears.published_at,
  created_at: gears.created_at,
  updated_at: gears.updated_at,
  seller: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    is_certified_seller: users.is_certified_seller,
    username: users.username,
    country: users.country,
  },
};
export type GearRow = Awaited<ReturnType<typeof selectGears>>[number];

/** The listings' rows with their seller and item status basis; a list adds its where and order. */
export const selectGears = (db: Db) =>
  db
    .select(selection)
    .from(gears)
    .innerJoin(users, eq(users.id, gears.user_id))
    .leftJoin(items, eq(items.id, gears.item_id));

export const NO_NOTICES: NoticeCounts = { grounding: 0, action: 0, info: 0 };

/**
 * What a page reads beside its rows: listings with an item get its status as `airworthiness`,
 * and each listing its price guide line (null without one) and its open notice counts.
 */
export function withExtras(
  shown: Gear[],
  {
    airworthiness,
    guides,
    notices,
  }: {
    airworthiness: Map<string, ItemStatus>;
    guides: Map<string, GuideRow>;
    notices: Map<string, NoticeCounts>;
  },
): Gear[] {
  return shown.map((g) => {
    const status = airworthiness.get(g.id);
    const price_guide = guideLine(guides.get(g.id), g.price);
    // Open safety notices by severity on every card (features/safety-notices).
    const extras = { price_guide, notices: notices.get(g.id) ?? NO_NOTICES };
    return status ? { ...g, airworthiness: status, ...extras } : { ...g, ...extras };
  });
}

export type Shown = { store: PhotoStore; viewer: Viewer | null; weight?: number };

/** The page's rows, pictures, certificate flags and passport statuses at once, in the order of the ids. */
export async function gearsInOrder(
  db: Db,
  { store, ids, viewer, weight }: Shown & { ids: string[] },
) {
  if (ids.length === 0) return [];
  const [rows, pictures, guides, notices] = await Promise.all([
    selectGears(db).where(inArray(gears.id, ids)),
    picturesOf(db, store, ids),
    guideRowsOf(db, ids),
    openCountsOf(db, ids),
  ]);
  const airworthiness = await cardStatuses(db, rows, utcToday());
  const byId = new Map(rows.map((row) => [row.id, row]));
  const shown = ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toGear(row, {
            pictures: pictures.get(id) ?? [],
            viewer,
            weight,
          }),
        ]
      : [];
  });
  return withExtras(shown, { airworthiness, guides, notices });
}

export async function picturesOf(db: Db, store: PhotoStore, gearIds: string[]) {
  if (gearIds.length === 0) return new Map<string, Gear['pictures']>();
  const rows = await db
    .select({
      id: gearPictures.id,
      gear_id: gearPictures.gear_id,
      key: gearPictures.storage_key,
      width: gearPictures.width,
      height: gearPictures.height,
      has_medium: gearPictures.has_medium,
    })
    .from(gearPictures)
    .where(inArray(gearPictures.gear_id, gearIds))
    .orderBy(asc(gearPictures.position), asc(gearPictures.created_at));
  const byGear = new Map<string, Gear['pictures']>();
  for (const r of rows) {
    const list = byGear.get(r.gear_id) ?? [];
    list.push(pictureOf(store, r));
    byGear.set(r.gear_id, list);
  }
  return byGear;
}

export async function withPictures(
  db: Db,
  { store, rows, viewer, weight }: Shown & { rows: GearRow[] },
): Promise<Gear[]> {
  const ids = rows.map((r) => r.id);
  const [pictures, guides, notices, airworthiness] = await Promise.all([
    picturesOf(db, store, ids),
    guideRowsOf(db, ids),
    openCountsOf(db, ids),
    cardStatuses(db, rows, utcToday()),
  ]);
  const shown = rows.map((row) =>
    toGear(row, {
      pictures: pictures.get(row.id) ?? [],
      viewer,
      weight,
    }),
  );
  return withExtras(shown, { airworthiness, guides, notices });
}

export function toGear(
  row: GearRow,
  {
    pictures,
    viewer,
    weight,
  }: {
    pictures: Gear['pictures'];
    viewer: Viewer | null;
    weight?: number;
  },
): Gear {
  const loggedIn = viewer !== null;
  const { state, range, seller, reserved_at, item, sold_price, place, basis: _, ...rest } = row;
  const fit: Fit | undefined = weight === undefined ? undefined : fitOf(range, weight);
  const held = heldReason(state, viewer);
  // E-mail and phone only through the seller's profile, which follows their choice and the
  // viewer's daily budget (policies/user-access.ts): a list would hand them out in bulk.
  const { username, country, ...publicSeller } = seller;
  return {
    ...rest,
    // A reservation only means something while the listing is for sale.
    status: reserved_at && row.status === 'active' ? 'reserved' : row.status,
    price: Number(row.price),
    currency: row.currency as Gear['currency'],
    properties: (row.properties ?? {}) as Gear['properties'],
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    seller: loggedIn ? { ...publicSeller, username, country } : publicSeller,
    town:
      place.id !== null && place.name !== null
        ? { id: place.id, name: place.name, country: row.country }
        : null,
    pictures,
    ...priceFields(row),
    // The final price of a sale is the seller's and staff's alone (docs/api.md).
    ...(canSeeSoldPrice(state, viewer) ? { sold_price: numberOrNull(sold_price) } : {}),
    ...(fit ? { fit } : {}),
    ...(item ? { item } : {}),
    ...(held ? { held } : {}),
  };
}
