// The shape of an entry of the filter table (filter-table.ts) and the builders its entries are
// made with: one expression for both uses, a substring, one of several values, a flag, a price.
import { ilike, inArray, not, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GearFilterKey, GearFilters } from '#shared/contracts/gear-filters.ts';
import { currencyRates, gears, savedSearches } from '#server/db/schema.ts';
import { likePattern } from './conditions.ts';

/**
 * How the list finds a filter's column (search/page-repository.ts): on the public index
 * without the row, on the listing's row, or as text PostgreSQL cannot estimate.
 */
export type FilterReads = 'index' | 'row' | 'text';
export type Stored = string | number | boolean | string[] | number[];
/**
 * The stored value of another filter of the same search, for a filter whose meaning reads it
 * (a price reads its currency, a centre its radius); SQL null where the search has none.
 */
export type OtherStored = (key: GearFilterKey) => SQLWrapper;
export type SavedColumn = Exclude<
  keyof typeof savedSearches.$inferInsert,
  'id' | 'user_id' | 'name' | 'query' | 'frequency' | 'last_visited_at' | 'last_sent_at'
> &
  keyof typeof savedSearches;

export type Saved<V> = {
  /** The saved_searches column that keeps the value; null there means "any". */
  column: SavedColumn;
  /** The value as stored (null: the filter selects nothing to remember, e.g. text of no word). */
  store: (value: V, filters: GearFilters) => Stored | null;
  /** The listing satisfies a stored value (never null here). */
  matches: (stored: SQLWrapper, other: OtherStored) => SQL;
};
/** Why the filter cannot be saved (the message of the 400 that refuses the saved search). */
export type Unsaved = { unsaved: string };

export type FilterEntry<V> = {
  reads: FilterReads;
  /** The list must join the seller's row. */
  seller?: true;
  /** The list's condition for a value, or undefined when the value filters nothing. */
  list: (value: V, filters: GearFilters) => SQL | undefined;
  saved: Saved<V> | Unsaved;
};
export type Value<K extends GearFilterKey> = NonNullable<GearFilters[K]>;
export type Table = { [K in GearFilterKey]-?: FilterEntry<Value<K>> };

/** One expression for both uses: the value as a parameter in the list, the column when stored. */
export function same<V extends Stored>(
  reads: FilterReads,
  column: SavedColumn,
  condition: (value: V | SQLWrapper) => SQL,
): FilterEntry<V> {
  return { reads, list: condition, saved: { column, store: (v) => v, matches: condition } };
}

/** A substring, ignoring case; `%` and `_` typed by a person are literal characters. */
export function contains(column: AnyColumn, saved: SavedColumn): FilterEntry<string> {
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
export function oneOf(column: AnyColumn, saved: SavedColumn): FilterEntry<string[]> {
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
export function flag(condition: SQL, saved: SavedColumn): FilterEntry<boolean> {
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
export function price(op: '<=' | '>=', column: SavedColumn): FilterEntry<number> {
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

/** A filter a saved search can keep (not one that says why it cannot). */
export const isSaved = <V>(saved: Saved<V> | Unsaved): saved is Saved<V> => 'column' in saved;
