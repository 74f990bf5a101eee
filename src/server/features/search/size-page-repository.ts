// The newest page of a catalogue model's listings (GET gears/?catalogue_model=, the model page),
// read size by size. The listings of a model are those of its few sizes; PostgreSQL estimates a
// size's listings from the average of all sizes, so left alone it walks the active listings
// newest first and checks each one's size: a few hundred for a popular model, all 800 000 public
// ones at 1M for a model with few (8 s; bench/README.md, "A catalogue model's page"). Here each
// size's newest `offset + limit` are read off gears_public_size_idx (migration 0031: that size's
// public listings in the list's order, the seller and id riding along for the visibility rules),
// and merged: whatever the model, a page reads at most that many index entries per size.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GearFilters } from '#shared/contracts/gear-filters.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueSizes, gears, users } from '#server/db/schema.ts';
import { listConditions } from './filters.ts';
import { orderings } from './page-repository.ts';

const size = alias(catalogueSizes, 'model_size');

type Page = { limit: number; offset: number };

/**
 * The page's ids for a list of one model's public listings newest first, without free text
 * (the caller knows the order and the text); undefined for a list of no model.
 */
export function modelPageOf(
  db: Db,
  { filters, visible, ...page }: Page & { filters: GearFilters; visible: SQL[] },
) {
  const modelId = filters.catalogue_model;
  if (modelId === undefined) return undefined;
  // The other filters as the list reads them, and its visibility, inside each size's read.
  const other = listConditions({ ...filters, catalogue_model: undefined });
  const where = and(...other.text, ...other.index, ...other.row, ...visible);
  return sizesPage(db, { modelId, where, joinSeller: other.joinSeller, ...page });
}

type SizesSlice = Page & {
  modelId: string;
  /** Every other filter and the visibility, without the model's own condition. */
  where: SQL | undefined;
  joinSeller: boolean;
};

/**
 * The ids of a page of the model's listings, newest first, as a subquery. The same page as the
 * list's own order would give: a listing among the first `offset + limit` of the model is among
 * the first `offset + limit` of its size, and the ties break on the id in both.
 */
function sizesPage(db: Db, r: SizesSlice): SQL {
  const inner = db.select({ id: gears.id, created_at: gears.created_at }).from(gears).$dynamic();
  const newestOfSize = (r.joinSeller ? inner.innerJoin(users, eq(users.id, gears.user_id)) : inner)
    .where(and(eq(gears.catalogue_size_id, size.id), r.where))
    .orderBy(...orderings.newest)
    .limit(r.offset + r.limit);
  return sql`(select newest.id from ${catalogueSizes} as ${size} cross join lateral ${newestOfSize} as newest
    where ${size.model_id} = ${r.modelId}
    order by newest.created_at desc, newest.id desc
    limit ${r.limit} offset ${r.offset})`;
}
