// What reads the filter table (filter-table.ts, where each filter's one meaning is): the list's
// conditions (search/repository.ts), a saved search's columns and what it cannot keep, and a
// stored search matching a listing (alerts, the feed, price drops, wanted items).
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GearFilterKey, GearFilters } from '#shared/contracts/gear-filters.ts';
import { gears, savedSearches, users } from '#server/db/schema.ts';
import {
  isSaved,
  type FilterEntry,
  type FilterReads,
  type OtherStored,
  type SavedColumn,
  type Stored,
} from './filter-entry.ts';
import { GEAR_FILTERS } from './filter-table.ts';

export { GEAR_FILTERS } from './filter-table.ts';
export type { FilterEntry, FilterReads, OtherStored } from './filter-entry.ts';

const entries = Object.entries(GEAR_FILTERS) as [GearFilterKey, FilterEntry<unknown>][];

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
