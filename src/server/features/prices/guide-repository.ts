// SQL of the price guide line of listings (docs/api.md, `price_guide`): precomputed per
// catalogue model into gear_price_guides by the refresh_price_guide job (refresh-repository.ts),
// queued in every write of a listing with a catalogue size, and for all models nightly. Every
// read of listings then takes each one's row by key, a subselect of the listing's own row
// (gears/extras-repository.ts), instead of a median over its comparables (bench/README.md).
import { eq, sql } from 'drizzle-orm';
import { PRICE_GUIDE_MIN_COUNT, type PriceGuideLine } from '#shared/contracts/prices.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gearPriceGuides } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';

/**
 * Rewrites the guide rows of one model: for each listed gear with a year, the median and count
 * of the asking prices of the other listed gears of the model in its currency, year ±1. Only
 * gears with at least PRICE_GUIDE_MIN_COUNT of them get a row.
 *
 * Without a self-join (each gear × its comparables: 158 s for a model of 23 056 listings at 1M,
 * bench/README.md): the comparables of a gear of year y are the window of years y−1..y+1 less
 * the gear itself, so each (currency, year) window is sorted once, and the median of the window
 * without one price p takes one of three values, picked by where p falls (with m = n − 1 left,
 * 0-based ranks k1 = ⌊(m−1)/2⌋, k2 = ⌈(m−1)/2⌉ of the remaining, and p's first position in the
 * sorted window): p above a[k2] leaves a[k1], a[k2]; p at most a[k1] shifts both up by one; in
 * between (m even) leaves a[k1] and a[k2+1]. percentile_cont(0.5) of the remaining is their mean.
 */
export async function refreshModelGuides(tx: Tx, modelId: string) {
  await tx.delete(gearPriceGuides).where(eq(gearPriceGuides.model_id, modelId));
  await tx.execute(sql`
    with comps as (
      select gears.id, gears.price, gears.currency, gears.year
        from gears join catalogue_sizes s on s.id = gears.catalogue_size_id
       where s.model_id = ${modelId} and gears.year is not null and ${listedGear()}
    ), windows as (
      select w.currency, w.year, array_agg(o.price order by o.price) as a
        from (select distinct currency, year from comps) w
        join comps o on o.currency = w.currency and o.year between w.year - 1 and w.year + 1
       group by w.currency, w.year
    ), ranked as (
      -- 1-based: a[k + 1] is the 0-based rank k.
      select currency, year, a, cardinality(a) - 1 as n,
             (cardinality(a) - 2) / 2 + 1 as k1, (cardinality(a) - 1) / 2 + 1 as k2
        from windows
       where cardinality(a) - 1 >= ${PRICE_GUIDE_MIN_COUNT}
    )
    insert into gear_price_guides (gear_id, model_id, median, count)
    select c.id, ${modelId},
           round(case when c.price > r.a[r.k2] then (r.a[r.k1] + r.a[r.k2]) / 2
                      when c.price <= r.a[r.k1] then (r.a[r.k1 + 1] + r.a[r.k2 + 1]) / 2
                      else (r.a[r.k1] + r.a[r.k2 + 1]) / 2 end, 2),
           r.n
      from comps c join ranked r on r.currency = c.currency and r.year = c.year
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

/** A listing's guide line from its row and its asking price (null without one). */
export function guideLine(row: GuideRow | undefined, price: number): PriceGuideLine | null {
  if (!row || row.median <= 0) return null;
  const delta = Math.round(((price - row.median) / row.median) * 100);
  return { median: row.median, count: row.count, delta_pct: delta };
}
