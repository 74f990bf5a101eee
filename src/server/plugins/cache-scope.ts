// What a successful write may have changed of the answers kept for visitors (the API's response
// cache and the rendered pages), so that a write clears those and only those:
// - 'none': nothing a visitor sees (messages, favourites, saved searches, logins, reports…);
// - { listing }: that listing's own answers and every answer that may list listings (a list,
//   a search, a count, a page showing similar listings), but not other listings' details;
//   `listing: null` is a new listing, which only lists can show;
// - 'all': anything else, and any write not named in cache-scope-routes.ts.
// Kept answers carry tags: LISTS for one that may show any listing, listingTag(id) for one that
// shows listing `id`, none for one that only an 'all' write changes (a static page).
export type CacheScope = 'none' | 'all' | { listing: string | null };

export const LISTS = 'lists';
export const listingTag = (id: string) => `listing ${id.toLowerCase()}`;

/** Whether a write of `scope` may have changed an answer tagged `tags`. */
export function touches(scope: CacheScope, tags: readonly string[]): boolean {
  if (scope === 'all') return true;
  if (scope === 'none') return false;
  const { listing } = scope;
  return tags.some((tag) => tag === LISTS || (listing !== null && tag === listingTag(listing)));
}

/** The tags a scope's write touches, for a write clock; 'all' touches every tag. */
export function tagsTouched(scope: CacheScope): readonly string[] | 'all' {
  if (scope === 'all') return 'all';
  if (scope === 'none') return [];
  return scope.listing === null ? [LISTS] : [LISTS, listingTag(scope.listing)];
}

// On the cache bus (cache-bus.ts): `all` or `listing <id>` (`listing` alone: a new one).
export function encodeScope(scope: CacheScope): string {
  if (typeof scope === 'string') return scope;
  return scope.listing === null ? 'listing' : `listing ${scope.listing}`;
}

/** Anything not understood (another version's message) clears everything. */
export function decodeScope(text: string): CacheScope {
  if (text === 'none') return 'none';
  if (text === 'listing') return { listing: null };
  const id = /^listing ([0-9a-zA-Z-]{1,64})$/.exec(text)?.[1];
  return id === undefined ? 'all' : { listing: id };
}

/**
 * Since when answers computed from the database may miss a write: `now()` before computing,
 * `changedSince(tags, then)` before keeping the answer. Remembers the last write of at most
 * `maxTags` tags; for a tag forgotten, the newest forgotten write counts (so it errs on "changed").
 */
export function createWriteClock({ maxTags = 1000 } = {}) {
  let now = 0;
  let allAt = 0;
  let forgottenAt = 0;
  const lastWrite = new Map<string, number>();
  return {
    now: () => now,
    record(scope: CacheScope) {
      const tags = tagsTouched(scope);
      if (tags.length === 0) return;
      now++;
      if (tags === 'all') {
        allAt = now;
        lastWrite.clear();
        return;
      }
      for (const tag of tags) {
        lastWrite.delete(tag);
        lastWrite.set(tag, now);
      }
      while (lastWrite.size > maxTags) {
        const [tag, at] = lastWrite.entries().next().value!;
        forgottenAt = Math.max(forgottenAt, at);
        lastWrite.delete(tag);
      }
    },
    changedSince(tags: readonly string[], then: number) {
      if (allAt > then) return true;
      return tags.some((tag) => (lastWrite.get(tag) ?? forgottenAt) > then);
    },
  };
}
export type WriteClock = ReturnType<typeof createWriteClock>;
