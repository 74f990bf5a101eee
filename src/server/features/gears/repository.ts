// A listing's row as every read of listings selects it (by id, by ids, a page of a list: with
// their extras, extras-repository.ts), with its seller, its item's status basis and its certificate
// flag, and the gear the API answers from it. The rows are always read by ids now, so the flag is
// one index probe per row (an EXISTS per row; over a whole filtered list it once hashed every
// certificate: bench/README.md).
import { eq, sql } from 'drizzle-orm';
import type { Fit, Gear } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import { gears, itemRecords, items, users } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canSeeSoldPrice, gearStateColumns, heldReason } from '#server/policies/gear-visibility.ts';
import { basisColumns } from '#server/features/items/airworthiness-repository.ts';
import { numberOrNull, priceFields } from './price-fields.ts';
import { fitOf } from './fit.ts';

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

/**
 * The listings' rows with their seller and item status basis alone: the reads take them with
 * their extras (extras-repository.ts); this is a row's type, and the benches' reads of rows.
 */
export const selectGears = (db: Db) =>
  db
    .select(selection)
    .from(gears)
    .innerJoin(users, eq(users.id, gears.user_id))
    .leftJoin(items, eq(items.id, gears.item_id));

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
