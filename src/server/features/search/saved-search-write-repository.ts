// SQL of saved searches, the writes: create, update, delete, mark visited, alerts off. The
// limit of 50 per user is checked under a lock of the user's row, so two requests at once cannot
// both save the 50th.
import { eq, sql } from 'drizzle-orm';
import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '#shared/contracts/saved-searches.ts';
import type { Db } from '#server/db/client.ts';
import { savedSearches, users } from '#server/db/schema.ts';
import { validationError } from '#server/lib/http-error.ts';
import { findOwnedSearch, ownedSearch } from './saved-searches-repository.ts';
import { savedQueryColumns } from './saved-search-query.ts';

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
        ...savedQueryColumns(input.query),
      })
      .returning({ id: savedSearches.id });
    return row!.id;
  });
  return (await findOwnedSearch(db, userId, id))!;
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
      ...(input.query !== undefined ? savedQueryColumns(input.query) : {}),
      updated_at: sql`now()`,
    })
    .where(ownedSearch(userId, id))
    .returning({ id: savedSearches.id });
  return changed.length ? findOwnedSearch(db, userId, id) : null;
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedSearches)
    .where(ownedSearch(userId, id))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** The owner opened the search's results: its matches so far are no longer new. */
export async function markVisited(db: Db, userId: string, id: string): Promise<boolean> {
  const seen = await db
    .update(savedSearches)
    .set({ last_visited_at: sql`now()` })
    .where(ownedSearch(userId, id))
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
