// The totals of GET gears/ this instance remembers (count-cache.ts), one cache per database, and
// the cap of a weight search's count. Apart from the page's read, which asks them, since a
// write elsewhere marks them stale (plugins/cache-coherence.ts through routes.ts).
import type { Db } from '#server/db/client.ts';
import { createCountCache, type CountCache } from './count-cache.ts';

// One cache per database, so apps on different databases (the tests) never share totals.
const totalsByDb = new WeakMap<Db, CountCache>();
export const totalsOf = (db: Db) => {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = createCountCache()));
  return totals;
};
/** After a write (here or on another instance): plugins/cache-coherence.ts. */
export const markTotalsStale = (db: Db) => totalsByDb.get(db)?.markStale();

/** The key of all public listings' total, as the unfiltered list remembers it. */
export const PUBLIC_KEY = JSON.stringify([{}, false]);

/**
 * Matches a weight search counts at most (one more says "more than this"). Its matches fill
 * whole ranges of the fit index: at 1M, 88 kg alone matches 272 421 listings, a second of
 * counting, where 10 001 are found in a few milliseconds (bench/README.md).
 */
export const TOTAL_CAP = 10_000;
