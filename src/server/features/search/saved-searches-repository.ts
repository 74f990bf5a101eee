// SQL of saved searches, the reads: the owner's list with the new matches since their last
// visit, and one of their searches by id. The writes are in saved-search-write-repository.ts,
// which answers with the row as read here.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedSearch } from '#shared/contracts/saved-searches.ts';
import type { Db } from '#server/db/client.ts';
import { gears, savedSearches, savedSearchMatches, users } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

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

/** The owner's search by id: every read and write of one search names both. */
export const ownedSearch = (userId: string, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.user_id, userId));

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await selectSearches(db)
    .where(eq(savedSearches.user_id, userId))
    .orderBy(desc(savedSearches.created_at), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** One of the owner's searches, null when it is not theirs or not there. */
export async function findOwnedSearch(db: Db, userId: string, id: string) {
  const [row] = await selectSearches(db).where(ownedSearch(userId, id));
  return row ? toSavedSearch(row) : null;
}
