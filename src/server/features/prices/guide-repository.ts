// SQL of the price guide line of listings (docs/api.md, `price_guide`): precomputed per
// catalogue model into gear_price_guides by the refresh_price_guide job (refresh-repository.ts),
// queued in every write of a listing with a catalogue size, and for all models nightly. A list
// page then reads its 24 rows by key instead of a median over each card's comparables
// (bench/README.md).
import { eq, inArray, sql } from 'drizzle-orm';
import { PRICE_GUIDE_MIN_COUNT, type PriceGuideLine } from '#shared/contracts/prices.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gearPriceGuides } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

/**
 * Rewrites the guide rows of one model: for each listed gear with a year, the median and count
 * of the asking prices of the other listed gears of the model in its currency, year ±1. Only
 * gears with at least PRICE_GUIDE_MIN_COUNT of them get a row.
 */
export async function refreshModelGuides(tx: Tx, modelId: string) {
  await tx.delete(gearPriceGuides).where(eq(gearPriceGuides.model_id, modelId));
  await tx.execute(sql`
    with comps as (
      select gears.id, gears.price, gears.currency, gears.year
        from gears join catalogue_sizes s on s.id = gears.catalogue_size_id
       where s.model_id = ${modelId} and gears.year is not null and ${listedGear()}
    ), guides as (
      select c.id, count(*)::int as n,
             percentile_cont(0.5) within group (order by o.price) as median
        from comps c
        join comps o on o.id <> c.id and o.currency = c.currency
                    and o.year between c.year - 1 and c.year + 1
       group by c.id
    )
    insert into gear_price_guides (gear_id, model_id, median, count)
    select id, ${modelId}, round(median::numeric, 2), n from guides
     where n >= ${PRICE_GUIDE_MIN_COUNT}
    on conflict (gear_id) do update
      set model_id = excluded.model_id, median = excluded.median, count = excluded.count,
          refreshed_at = now()`);
}

/** Every model with listed gear (the nightly refresh; the bench's data). */
export async function modelsWithListings(db: Db): Promise<string[]> {
  const result = await db.execute<{ model_id: string }>(sql`
    select distinct s.model_id from gears join catalogue_sizes s on s.id = gears.catalogue_size_id
     where ${listedGear()}`);
  return result.rows.map((r) => r.model_id);
}

export type GuideRow = { median: number; count: number };

/** The precomputed guide rows of these gears (by primary key), read beside a page's rows. */
export async function guideRowsOf(db: Db, gearIds: string[]): Promise<Map<string, GuideRow>> {
  if (gearIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: gearPriceGuides.gear_id,
      median: gearPriceGuides.median,
      count: gearPriceGuides.count,
    })
    .from(gearPriceGuides)
    .where(inArray(gearPriceGuides.gear_id, gearIds));
  return new Map(rows.map((r) => [r.id, { median: Number(r.median), count: r.count }]));
}

/** A listing's guide line from its row and its asking price (null without one). */
export function guideLine(row: GuideRow | undefined, price: number): PriceGuideLine | null {
  if (!row || row.median <= 0) return null;
  const delta = Math.round(((price - row.median) / row.median) * 100);
  return { median: row.median, count: row.count, delta_pct: delta };
}

/** The guide line of each of these gears that has one. */
export async function guideLinesOf(
  db: Db,
  items: { id: string; price: number }[],
): Promise<Map<string, PriceGuideLine>> {
  const rows = await guideRowsOf(
    db,
    items.map((g) => g.id),
  );
  const lines = new Map<string, PriceGuideLine>();
  for (const g of items) {
    const line = guideLine(rows.get(g.id), g.price);
    if (line) lines.set(g.id, line);
  }
  return lines;
}
