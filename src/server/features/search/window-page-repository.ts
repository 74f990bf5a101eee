// A page's ids found window by window when the list has free text (page-repository.ts has the
// orders and the plain page).
//
// How they are found depends on the filters. PostgreSQL estimates type, country, price, currency,
// seller and the flags well, and chooses between walking an index in the list's order and sorting
// the matches itself. Free text and substrings it cannot estimate, and their matches follow the
// order unevenly (a cheap model sits at the end of the price order, a word nobody used anywhere):
// there the total decides. A window of the first listings in the list's order that match the
// indexed filters (type, country, seller, price, currency: read off the public newest-first index
// alone, no row) is searched first, and only its listings' rows are read for the text and the
// other filters. Spread evenly, the matches turn up every `listed / total` listings: a window is
// not tried when it cannot hold the page. If it holds fewer matches than the page needs, the
// matches, found through the filters' own indexes, are sorted. The window bounds the walk: it
// never reads more rows than its size, however the matches lie.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gears, users } from '#server/db/schema.ts';
import {
  listOrderBy,
  orderings,
  plainPage,
  sortedOrderings,
  type PageRequest,
} from './page-repository.ts';

/**
 * At most this many listings matching the indexed filters, in the list's order, are searched for
 * a page of text matches (each costs a read of its row). By price, fewer: matches follow price
 * unevenly (a model has its price range), so a window that fails is the usual case there.
 */
export const WINDOW = { newest: 4000, price_asc: 600, price_desc: 600 };

const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

/** The ids of one page of a list, in its order. */
export async function pageIds(db: Db, r: PageRequest): Promise<string[]> {
  if (!r.text) return idsOf(await plainPage(db, r));
  const end = r.offset + r.limit;
  // Listings to read for the page if the matches were spread evenly: exact without indexed
  // filters, an upper bound with them (a window counts only listings that match those).
  const expected = r.listed === undefined ? undefined : (end * r.listed) / r.total;
  const window = WINDOW[r.sort];
  if (expected === undefined || expected <= window * (r.narrowed ? 4 : 1)) {
    const size = expected === undefined || r.narrowed ? window : Math.min(window, 4 * expected);
    const found = await searchWindow(db, r, { text: r.text, size: Math.ceil(size) });
    if (found) return found;
  }
  return idsOf(await plainPage(db, r, sortedOrderings[r.sort]));
}

/** The page from a window of `size` listings in order, or null if the window does not settle it. */
async function searchWindow(db: Db, r: PageRequest, { text, size }: { text: SQL; size: number }) {
  const rows = r.narrowed
    ? await narrowed(db, r, { text, size })
    : await plain(db, r, { text, size });
  // A full page is settled; so is a short one that holds the last of the matches the total
  // counted. Anything else may lie beyond the window.
  const full = rows.length === r.limit;
  const last = !r.capped && rows.length > 0 && r.offset + rows.length >= r.total;
  return full || last ? idsOf(rows) : null;
}

/** No indexed filter: each listing of the window is read once, off the index, and checked. */
function plain(db: Db, r: PageRequest, { text, size }: { text: SQL; size: number }) {
  const inner = db
    .select({
      id: gears.id,
      created_at: gears.created_at,
      price: gears.price_eur,
      hit: sql<boolean>`coalesce(${text}, false)`.as('hit'),
    })
    .from(gears)
    .$dynamic();
  const w = (r.joinSeller ? inner.innerJoin(users, eq(users.id, gears.user_id)) : inner)
    .where(r.indexed)
    .orderBy(...orderings[r.sort])
    .limit(size)
    .as('w');
  // The window is in the list's order already: PostgreSQL stops reading it at the page's end.
  return db
    .select({ id: w.id })
    .from(w)
    .where(sql`${w.hit}`)
    .orderBy(...listOrderBy(w)[r.sort])
    .limit(r.limit)
    .offset(r.offset);
}

/** Indexed filters: checked in the index alone, and only the rows of the listings that pass read. */
function narrowed(db: Db, r: PageRequest, { text, size }: { text: SQL; size: number }) {
  const w = db
    .select({ id: gears.id, created_at: gears.created_at, price: gears.price_eur })
    .from(gears)
    .where(r.indexed)
    .orderBy(...orderings[r.sort])
    .limit(size)
    .as('w');
  const query = db.select({ id: w.id }).from(w).innerJoin(gears, eq(gears.id, w.id)).$dynamic();
  // The text only as an expression no index can answer: each window listing's row is read by
  // its id, in order, rather than every text match found and joined with the window.
  return (r.joinSeller ? query.innerJoin(users, eq(users.id, gears.user_id)) : query)
    .where(sql`coalesce(${text}, false)`)
    .orderBy(...listOrderBy(w)[r.sort])
    .limit(r.limit)
    .offset(r.offset);
}
