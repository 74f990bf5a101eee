// The one meaning of every filter of GET gears/: one entry per key of the shared filter schema
// (src/shared/contracts/gear-filters.ts), typed over all of them, so a new filter does not
// compile until it says how the list reads it and how a stored search matches a listing with
// it (or, explicitly, that it cannot be saved: the saved search is then refused with a 400).
// The list and its count (search/repository.ts), the feed, saved-search matching and the
// alert mails (search/matching-repository.ts), and wanted-item matching all read this table.
//
// A stored value is a column (saved_searches, or a wanted item's); `matches` receives it and
// says whether the listing (`gears`, its seller joined as `users`) satisfies it. Where the list
// can use the same expression with the value as a parameter, it does (`same`): one expression,
// two uses. Where the list needs another form to use its indexes (a literal LIKE pattern for the
// trigram indexes, IN for a list, a bare condition for a flag), both forms stand side by side.
import { and, not, sql } from 'drizzle-orm';
import { RADIUS_KM_DEFAULT } from '#shared/contracts/gear-filters.ts';
import { textQueryOf } from '#shared/contracts/gear-list-query.ts';
import {
  gearHasOpenNotice,
  gearIsAirworthy,
} from '#server/features/safety-notices/conditions-repository.ts';
import { catalogueSizes, gears, users } from '#server/db/schema.ts';
import { searchCentre } from '#server/features/towns/resolve.ts';
import { gearHasCertificate, textSearch, withinRadius, withinStored } from './conditions.ts';
import { contains, flag, oneOf, price, same, type Table } from './filter-entry.ts';

export const GEAR_FILTERS: Table = {
  name: contains(gears.name, 'name_text'),
  brand: contains(gears.brand, 'brand_text'),
  model: contains(gears.model, 'model_text'),
  // Listings linked to one of the model's sizes: a model's few sizes, then each size's public
  // listings off gears_public_size_idx (migration 0031), its total counted from that index alone.
  catalogue_model: same(
    'index',
    'catalogue_model_id',
    (v) =>
      sql`${gears.catalogue_size_id} in (select ${catalogueSizes.id} from ${catalogueSizes} where ${catalogueSizes.model_id} = ${v})`,
  ),
  q: {
    reads: 'text',
    list: (q) => {
      const query = textQueryOf(q);
      return query === null ? undefined : textSearch(query);
    },
    saved: { column: 'text_query', store: textQueryOf, matches: textSearch },
  },
  gear_type: same('index', 'gear_type_id', (v) => sql`${gears.gear_type_id} = ${v}`),
  country: oneOf(gears.country, 'country'),
  user: same('index', 'seller_id', (v) => sql`${gears.user_id} = ${v}`),
  max_price: price('<=', 'max_price'),
  min_price: price('>=', 'min_price'),
  currency: same('index', 'currency', (v) => sql`${gears.currency} = ${v}`),
  // What the prices are in: its meaning is in the price filters (price()).
  price_currency: {
    reads: 'index',
    list: () => undefined,
    saved: { column: 'price_currency', store: (v) => v, matches: () => sql`true` },
  },
  has_certificate: flag(gearHasCertificate, 'has_certificate'),
  certified_seller: {
    ...same('row', 'certified_seller', (v) => sql`${users.is_certified_seller} = ${v}`),
    seller: true,
  },
  // Owners see their own listings of any status (docs/api.md); everyone else only listed ones,
  // so asking for another status there finds nothing rather than being ignored.
  status: same('row', 'status', (v) => sql`${gears.status} = ${v}`),
  // min ≤ w ≤ max: a reserve's min is 0, so only its max load decides (decision 011).
  takeoff_weight: same('index', 'takeoff_weight', (w) =>
    and(sql`${gears.fit_min} <= ${w}`, sql`${gears.fit_max} >= ${w}`)!,
  ),
  en_class: oneOf(gears.en_class, 'en_classes'),
  size: oneOf(gears.size, 'sizes'),
  year_min: same('index', 'year_min', (v) => sql`${gears.year} >= ${v}`),
  year_max: same('index', 'year_max', (v) => sql`${gears.year} <= ${v}`),
  reserved: flag(sql`${gears.reserved_at} is not null`, 'reserved'),
  // Not a column of the public indexes: read on the listing's row.
  price_type: { ...oneOf(gears.price_type, 'price_types'), reads: 'row' },
  // Safety notices (features/safety-notices): an open one is not withdrawn and has no fix.
  notice: {
    reads: 'row',
    list: (v) => (v === 'open' ? gearHasOpenNotice : not(gearHasOpenNotice)),
    saved: {
      column: 'notice',
      store: (v) => v,
      matches: (stored) => sql`(${stored} = 'open') = ${gearHasOpenNotice}`,
    },
  },
  airworthy: flag(gearIsAirworthy, 'airworthy'),
  condition: { ...oneOf(gears.condition, 'conditions'), reads: 'row' },
  // A town (its id or name, within the countries searched) and a distance from it, stored as
  // the town's point: a search keeps finding what it found if the gazetteer renames a town.
  near: {
    reads: 'row',
    list: (near, filters) => {
      const town = searchCentre(near, filters.country);
      return withinRadius(town.latitude, town.longitude, filters.radius_km ?? RADIUS_KM_DEFAULT);
    },
    saved: {
      column: 'near',
      store: (near, filters) => {
        const town = searchCentre(near, filters.country);
        return [town.latitude, town.longitude];
      },
      matches: (centre, other) =>
        withinStored(centre, sql`coalesce(${other('radius_km')}, ${RADIUS_KM_DEFAULT})`),
    },
  },
  // The distance: its meaning is in `near`.
  radius_km: {
    reads: 'row',
    list: () => undefined,
    saved: { column: 'radius_km', store: (v) => v, matches: () => sql`true` },
  },
};
