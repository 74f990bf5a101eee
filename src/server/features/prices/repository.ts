// SQL of a listing's price history and of a catalogue model's prices (docs/api.md, "Offers and
// prices"). A model's price groups are computed here from its listings (found through its sizes
// by the catalogue-size index), on every read: at 1M listings one model has ~23k of them, which
// is why the model page misses its 50 ms goal there (bench/README.md).
import { asc, eq, sql } from 'drizzle-orm';
import { PRICE_GUIDE_MONTHS } from '#shared/contracts/prices.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueModels, catalogueSizes, gearPriceHistory } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

export async function priceHistory(db: Db, gearId: string) {
  return db
    .select({
      price: gearPriceHistory.price,
      currency: gearPriceHistory.currency,
      changed_at: gearPriceHistory.changed_at,
    })
    .from(gearPriceHistory)
    .where(eq(gearPriceHistory.gear_id, gearId))
    .orderBy(asc(gearPriceHistory.changed_at), asc(gearPriceHistory.id));
}

export async function modelExists(db: Db, modelId: string) {
  const [row] = await db
    .select({ id: catalogueModels.id })
    .from(catalogueModels)
    .where(eq(catalogueModels.id, modelId));
  return row !== undefined;
}

export async function sizeOfModel(db: Db, sizeId: string, modelId: string) {
  const [row] = await db
    .select({ model: catalogueSizes.model_id })
    .from(catalogueSizes)
    .where(eq(catalogueSizes.id, sizeId));
  return row?.model === modelId;
}

export type PriceGroup = {
  kind: 'asking' | 'sold';
  /** Null: all years. */
  year: number | null;
  currency: string;
  count: number;
  median: number;
  q1: number;
  q3: number;
  since: Date;
};

/**
 * Quartiles and counts of the model's (or one size's) prices over the last PRICE_GUIDE_MONTHS:
 * asking prices of listed gear posted in that time, sold prices of sales in that time, each per
 * currency, for all years and per year of manufacture. The caller leaves small groups out.
 */
export async function priceGroups(
  db: Db | Tx,
  { modelId, sizeId }: { modelId: string; sizeId?: string },
): Promise<PriceGroup[]> {
  const window = sql`now() - make_interval(months => ${PRICE_GUIDE_MONTHS})`;
  const sized = sizeId ? sql`and s.id = ${sizeId}` : sql``;
  const result = await db.execute<{
    kind: 'asking' | 'sold';
    year: number | null;
    currency: string;
    count: number;
    median: string;
    q1: string;
    q3: string;
    since: Date;
  }>(sql`
    with points as (
      select case when gears.status = 'sold' then 'sold' else 'asking' end as kind,
             case when gears.status = 'sold' then gears.sold_price else gears.price end as price,
             gears.currency, gears.year,
             case when gears.status = 'sold' then gears.sold_at else gears.created_at end as at
        from catalogue_sizes s join gears on gears.catalogue_size_id = s.id
       where s.model_id = ${modelId} ${sized} and not gears.is_hidden
         and ((${listedGear()} and gears.created_at > ${window})
           or (gears.status = 'sold' and gears.sold_price is not null and gears.sold_at > ${window}))
    )
    select kind, case when grouping(year) = 0 then year end as year, currency, count(*)::int as count,
           percentile_cont(0.5) within group (order by price) as median,
           percentile_cont(0.25) within group (order by price) as q1,
           percentile_cont(0.75) within group (order by price) as q3,
           min(at) as since
      from points
     group by grouping sets ((kind, currency), (kind, currency, year))
    having grouping(year) = 1 or year is not null`);
  return result.rows.map((r) => ({
    ...r,
    count: Number(r.count),
    median: Number(r.median),
    q1: Number(r.q1),
    q3: Number(r.q3),
    since: new Date(r.since),
  }));
}
