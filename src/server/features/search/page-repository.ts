// Which listings make a page: their ids in the list's order. Finding them is what a list costs at
// scale (bench/README.md, search latency); the page's rows are then read by id. Ids only, so a
// deep page skips its offset inside the public newest-first index (it holds id and user_id)
// instead of fetching and joining every skipped listing. Here: the list's orders, what a page
// request holds, and a page as PostgreSQL finds it; with free text, window-page-repository.ts.
import { asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { GearListQuery } from '#shared/contracts/gear-list-query.ts';
import type { Db } from '#server/db/client.ts';
import { gears, users } from '#server/db/schema.ts';

/** The orders a window can walk; `fit` is sorted from the matches (list-page-repository.ts). */
export type Sort = Exclude<GearListQuery['sort'], 'fit'>;
type OrderColumns = { id: AnyColumn | SQL; created_at: AnyColumn | SQL; price: AnyColumn | SQL };
/** Each list order over these columns: the table's, a window's, or expressions. */
export const listOrderBy = (c: OrderColumns) => ({
  newest: [desc(c.created_at), desc(c.id)],
  price_asc: [asc(c.price), desc(c.created_at), desc(c.id)],
  price_desc: [desc(c.price), desc(c.created_at), desc(c.id)],
});
// By price is by the price in euros (gears.price_eur): mixed currencies never sort as raw numbers.
export const orderings = listOrderBy({
  id: gears.id,
  created_at: gears.created_at,
  price: gears.price_eur,
});
// The same orders as expressions no index has: PostgreSQL finds the matches, then sorts them.
export const sortedOrderings = listOrderBy({
  id: gears.id,
  created_at: sql`(${gears.created_at} + interval '0 s')`,
  price: sql`(${gears.price_eur} + 0)`,
});

export type PageRequest = {
  /** All the filters; with free text, also the filters on rows and those of the index apart. */
  where: SQL | undefined;
  text: SQL | undefined;
  indexed: SQL | undefined;
  /** Whether the indexed filters are more than the visibility of the listings. */
  narrowed: boolean;
  joinSeller: boolean;
  sort: Sort;
  limit: number;
  offset: number;
  /** Matches of all the filters, and all visible listings if known. */
  total: number;
  /** Whether `total` is only where counting stopped: there are more matches. */
  capped?: boolean;
  listed: number | undefined;
};

/** The part of a request that a page found by PostgreSQL alone reads. */
type Slice = Pick<PageRequest, 'where' | 'joinSeller' | 'sort' | 'limit' | 'offset'>;

/** The ids of a page as PostgreSQL finds them, as a query (to read the page's rows by). */
export function plainPage(db: Db, r: Slice, order = orderings[r.sort]) {
  const query = db.select({ id: gears.id }).from(gears).$dynamic();
  return (r.joinSeller ? query.innerJoin(users, eq(users.id, gears.user_id)) : query)
    .where(r.where)
    .orderBy(...order)
    .limit(r.limit)
    .offset(r.offset);
}
