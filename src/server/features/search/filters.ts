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
import {
  and,
  eq,
  ilike,
  inArray,
  not,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  RADIUS_KM_DEFAULT,
  textQueryOf,
  type GearFilterKey,
  type GearFilters,
} from '#shared/contracts/gear-filters.ts';
import {
  gearHasOpenNotice,
  gearIsAirworthy,
} from '#server/features/safety-notices/conditions-repository.ts';
import { catalogueSizes, currencyRates, gears, savedSearches, users } from '#server/db/schema.ts';
import { searchCentre } from '#server/features/towns/resolve.ts';
import {
  gearHasCertificate,
  likePattern,
  textSearch,
  withinRadius,
  withinStored,
} from './conditions.ts';

/**
 * How the list finds a filter's column (search/page-repository.ts): on the public index
 * without the row, on the listing's row, or as text PostgreSQL cannot estimate.
 */
export type FilterReads = 'index' | 'row' | 'text';
type Stored = string | number | boolean | string[] | number[];
/**
 * The stored value of another filter of the same search, for a filter whose meaning reads it
 * (a price reads its currency, a centre its radius); SQL null where the search has none.
 */
export type OtherStored = (key: GearFilterKey) => SQLWrapper;
type SavedColumn = Exclude<
  keyof typeof savedSearches.$inferInsert,
  'id' | 'user_id' | 'name' | 'query' | 'frequency' | 'last_visited_at' | 'last_sent_at'
> &
  keyof typeof savedSearches;

type Saved<V> = {
  /** The saved_searches column that keeps the value; null there means "any". */
  column: SavedColumn;
  /** The value as stored (null: the filter selects nothing to remember, e.g. text of no word). */
  store: (value: V, filters: GearFilters) => Stored | null;
  /** The listing satisfies a stored value (never null here). */
  matches: (stored: SQLWrapper, other: OtherStored) => SQL;
};
/** Why the filter cannot be saved (the message of the 400 that refuses the saved search). */
type Unsaved = { unsaved: string };

export type FilterEntry<V> = {
  reads: FilterReads;
  /** The list must join the seller's row. */
  seller?: true;
  /** The list's condition for a value, or undefined when the value filters nothing. */
  list: (value: V, filters: GearFilters) => SQL | undefined;
  saved: Saved<V> | Unsaved;
};
type Value<K extends GearFilterKey> = NonNullable<GearFilters[K]>;
type Table = { [K in GearFilterKey]-?: FilterEntry<Value<K>> };

/** One expression for both uses: the value as a parameter in the list, the column when stored. */
function same<V extends Stored>(
  reads: FilterReads,
  column: SavedColumn,
  condition: (value: V | SQLWrapper) => SQL,
): FilterEntry<V> {
  return { reads, list: condition, saved: { column, store: (v) => v, matches: condition } };
}

/** A substring, ignoring case; `%` and `_` typed by a person are literal characters. */
function contains(column: AnyColumn, saved: SavedColumn): FilterEntry<string> {
  return {
    reads: 'text',
    // A literal pattern: the trigram indexes answer it.
    list: (value) => ilike(column, likePattern(value)),
    saved: {
      column: saved,
      store: (value) => value,
      matches: (stored) =>
        sql`${column} ilike '%' || replace(replace(replace(${stored}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`,
    },
  };
}

/** One of several values: IN for the list's indexes, a stored array's `any` when saved. */
function oneOf(column: AnyColumn, saved: SavedColumn): FilterEntry<string[]> {
  return {
    reads: 'index',
    list: (values) => (values.length ? inArray(column, values) : undefined),
    saved: {
      column: saved,
      store: (values) => (values.length ? values : null),
      matches: (stored) => sql`${column} = any(${stored})`,
    },
  };
}

/** A yes/no property of the listing: the condition or its negation, or equal to the stored one. */
function flag(condition: SQL, saved: SavedColumn): FilterEntry<boolean> {
  return {
    reads: 'row',
    list: (value) => (value ? condition : not(condition)),
    saved: { column: saved, store: (v) => v, matches: (stored) => sql`${stored} = (${condition})` },
  };
}

/** One unit of the currency in euros, from the reference rates (null without one). */
const toEur = (currency: SQLWrapper | string) =>
  sql`(select ${currencyRates.to_eur} from ${currencyRates} where ${currencyRates.currency} = ${currency})`;

/**
 * A price bound, in the search's price currency (`price_currency`, else `currency`, else EUR),
 * against the listing's price in euros: listings in any currency compare through the rates.
 */
function price(op: '<=' | '>=', column: SavedColumn): FilterEntry<number> {
  const bound = (amount: SQLWrapper | number, currency: SQLWrapper | string) =>
    currency === 'EUR'
      ? sql`${gears.price_eur} ${sql.raw(op)} ${amount}`
      : sql`${gears.price_eur} ${sql.raw(op)} ${amount} * ${toEur(currency)}`;
  return {
    reads: 'index',
    list: (amount, f) => bound(amount, f.price_currency ?? f.currency ?? 'EUR'),
    saved: {
      column,
      store: (amount) => amount,
      matches: (amount, other) =>
        bound(amount, sql`coalesce(${other('price_currency')}, ${other('currency')}, 'EUR')`),
    },
  };
}

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

const entries = Object.entries(GEAR_FILTERS) as [GearFilterKey, FilterEntry<unknown>][];
const isSaved = <V>(saved: Saved<V> | Unsaved): saved is Saved<V> => 'column' in saved;

/** The list's conditions of these filters, by how the list reads them. */
export function listConditions(filters: GearFilters) {
  const by: Record<FilterReads, SQL[]> = { index: [], row: [], text: [] };
  let joinSeller = false;
  for (const [key, entry] of entries) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    const condition = entry.list(value, filters);
    if (!condition) continue;
    by[entry.reads].push(condition);
    if (entry.seller) joinSeller = true;
  }
  return { ...by, joinSeller };
}

/** The filters set here that cannot be saved, with why. */
export function unsavedFilters(filters: GearFilters): string[] {
  return entries.flatMap(([key, { saved }]) =>
    filters[key] !== undefined && !isSaved(saved) ? [`${key}: ${saved.unsaved}`] : [],
  );
}

/** Every filter column of saved_searches for these filters: null where the search is open. */
export function savedColumns(filters: GearFilters): Partial<typeof savedSearches.$inferInsert> {
  const columns: Partial<Record<SavedColumn, Stored | null>> = {};
  for (const [key, { saved }] of entries) {
    if (!isSaved(saved)) continue;
    const value = filters[key];
    columns[saved.column] =
      value === undefined || value === '' ? null : saved.store(value, filters);
  }
  // Each entry's `store` gives its column's type; the record cannot say which column has which.
  return columns as Partial<typeof savedSearches.$inferInsert>;
}

/** The listing satisfies a stored value of `key`, or the value is null (any). */
export function storedMatch(key: GearFilterKey, stored: SQLWrapper, other: OtherStored): SQL {
  const saved = (GEAR_FILTERS[key] as FilterEntry<unknown>).saved;
  if (!isSaved(saved)) throw new Error(`${key} cannot be stored`);
  return sql`(${stored} is null or ${saved.matches(stored, other)})`;
}

/** The saved_searches column of each filter (SQL null for one that is never stored). */
const savedSearchColumn: OtherStored = (key) => {
  const saved = (GEAR_FILTERS[key] as FilterEntry<unknown>).saved;
  return isSaved(saved) ? savedSearches[saved.column] : sql`null`;
};

/**
 * A saved search matches the listing: every filter column it sets. Reads `saved_searches`,
 * `gears` and the listing's seller as `users`.
 */
export const savedSearchMatchesGear: SQL = and(
  ...entries.flatMap(([key, { saved }]) =>
    isSaved(saved) ? [storedMatch(key, savedSearches[saved.column], savedSearchColumn)] : [],
  ),
)!;

/** The seller of the listing, joined as `users` for the filters that read it. */
export const gearSeller = eq(users.id, gears.user_id);
