// SQL of saved searches: the owner's list with the new matches since their last visit, and the
// writes. The limit of 50 per user is checked under a lock of the user's row, so two requests
// at once cannot both save the 50th.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  filtersToQuery,
  parseGearFilters,
  type GearFilters,
} from '#shared/contracts/gear-filters.ts';
import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '#shared/contracts/saved-searches.ts';
import type { Db } from '#server/db/client.ts';
import { gears, savedSearches, savedSearchMatches, users } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/lib/http-error.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { savedColumns, unsavedFilters } from '#server/features/search/filters.ts';

// New: matched since the owner last opened the search, and still listed.
const newCount = sql<number>`(select count(*)::int from ${savedSearchMatches}
  join ${gears} on ${gears.id} = ${savedSearchMatches.gear_id}
  where ${savedSearchMatches.saved_search_id} = ${savedSearches.id}
    and ${savedSearchMatches.matched_at} > ${savedSearches.last_visited_at}
    and ${listedGear()})`;

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  price_drops: savedSearches.price_drops,
  new_count: newCount,
  last_sent_at: savedSearches.last_sent_at,
  created_at: savedSearches.created_at,
};

// The owner's row joined in: drizzle leaves the table names out of a one-table select, and the
// new count's subquery must name saved_searches' columns, not its own.
const selectSearches = (db: Db) =>
  db.select(columns).from(savedSearches).innerJoin(users, eq(users.id, savedSearches.user_id));

type Row = { last_sent_at: Date | null; created_at: Date } & Omit<
  SavedSearch,
  'last_sent_at' | 'created_at'
>;
const toSavedSearch = (row: Row): SavedSearch => ({
  ...row,
  last_sent_at: row.last_sent_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** The stored query (normalised) and its filter columns; the contract validated it already. */
function queryColumns(query: string) {
  const parsed = parseGearFilters(query);
  if (!parsed.ok) throw validationError({ query: parsed.messages });
  // A filter the matcher cannot follow would mail listings the search does not show.
  const unsaved = unsavedFilters(parsed.filters);
  if (unsaved.length > 0) throw validationError({ query: unsaved });
  return { query: filtersToQuery(parsed.filters), ...columnsOrQueryError(parsed.filters) };
}

/** The filter columns; a filter refused while stored (an unknown town) is a 400 on `query`. */
function columnsOrQueryError(filters: GearFilters) {
  try {
    return savedColumns(filters);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    throw validationError({
      query: Object.entries(error.errors).flatMap(([key, messages]) =>
        messages.map((m) => `${key}: ${m}`),
      ),
    });
  }
}

const owned = (userId: string, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId));

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await selectSearches(db)
    .where(eq(savedSearches.user_id, userId))
    .orderBy(desc(savedSearches.created_at), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

async function findOwned(db: Db, userId: string, id: string) {
  const [row] = await selectSearches(db).where(owned(userId, id));
  return row ? toSavedSearch(row) : null;
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchCreate,
): Promise<SavedSearch> {
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.user_id, userId));
    if (n >= SAVED_SEARCHES_MAX)
      throw validationError(
        { non_field_errors: [`You can save at most ${SAVED_SEARCHES_MAX} searches.`] },
        `You can save at most ${SAVED_SEARCHES_MAX} searches.`,
      );
    const [row] = await tx
      .insert(savedSearches)
      .values({
        user_id: userId,
        name: input.name,
        frequency: input.frequency,
        price_drops: input.price_drops,
        ...queryColumns(input.query),
      })
      .returning({ id: savedSearches.id });
    return row!.id;
  });
  return (await findOwned(db, userId, id))!;
}

export async function updateSavedSearch(
  db: Db,
  { userId, id, input }: { userId: string; id: string; input: SavedSearchUpdate },
): Promise<SavedSearch | null> {
  const changed = await db
    .update(savedSearches)
    .set({
      name: input.name,
      frequency: input.frequency,
      price_drops: input.price_drops,
      ...(input.query !== undefined ? queryColumns(input.query) : {}),
      updated_at: sql`now()`,
    })
    .where(owned(userId, id))
    .returning({ id: savedSearches.id });
  return changed.length ? findOwned(db, userId, id) : null;
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedSearches)
    .where(owned(userId, id))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** The owner opened the search's results: its matches so far are no longer new. */
export async function markVisited(db: Db, userId: string, id: string): Promise<boolean> {
  const seen = await db
    .update(savedSearches)
    .set({ last_visited_at: sql`now()` })
    .where(owned(userId, id))
    .returning({ id: savedSearches.id });
  return seen.length > 0;
}

/** Alerts off for one search, or with `all` for every search of its owner; unknown id: nothing. */
export async function turnAlertsOff(db: Db, { id, all }: { id: string; all: boolean }) {
  const [search] = await db
    .select({ user_id: savedSearches.user_id })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!search) return;
  await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(all ? eq(savedSearches.user_id, search.user_id) : eq(savedSearches.id, id));
}
