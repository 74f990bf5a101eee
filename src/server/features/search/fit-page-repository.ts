// Best fit's page (sort=fit with takeoff_weight, docs/api-beyond.md) without sorting every match.
// Its order depends on the listing's range, then its age, and listings share few distinct ranges
// (a model's sizes). So the distinct (type, min, max) are found by a skip scan of
// gears_public_fit_range_idx (one index probe per range), those holding the weight ranked, and
// each range gives its newest `offset + limit` matches off the same index: at most
// ranges × (offset + limit) rows are sorted, however many listings match (fewer when PostgreSQL
// reads the ranges best first and stops once the page is full).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

export type FitPageRequest = {
  /** Every filter of the list, visibility included (rows of the public fit index only). */
  where: SQL | undefined;
  weight: number;
  gearType?: string;
  joinSeller: boolean;
  limit: number;
  offset: number;
};

/** The next distinct range after `after` (or the first), off the index alone. */
const nextRange = (gearType: string | undefined, after: SQL) => sql`
  select gears.gear_type_id, gears.fit_min, gears.fit_max from gears
  where gears.status = 'active' and not gears.is_hidden
    and gears.fit_max is not null and gears.fit_min is not null
    ${gearType ? sql`and gears.gear_type_id = ${gearType}` : sql``} ${after}
  order by gears.gear_type_id, gears.fit_min, gears.fit_max
  limit 1`;

/**
 * `fit_ranges` and `fit_ranked` (the ranges holding the weight, best first, with their score),
 * for a `with recursive` statement.
 */
export function rankedRanges(r: { weight: number; gearType?: string }): SQL {
  const w = sql`${r.weight}::real`;
  // Compared from the first column the index does not fix, so each step starts its index search
  // at the next range (with the type fixed, a row comparison that also names the type was only
  // checked entry by entry from the type's first one).
  const after = r.gearType
    ? sql`and (gears.fit_min, gears.fit_max) > (fit_ranges.lo, fit_ranges.hi)`
    : sql`and (gears.gear_type_id, gears.fit_min, gears.fit_max)
        > (fit_ranges.gear_type_id, fit_ranges.lo, fit_ranges.hi)`;
  // The score is fitOrder()'s expression (fit-repository.ts) on the range's own values.
  return sql`fit_ranges (gear_type_id, lo, hi) as (
      (${nextRange(r.gearType, sql``)})
      union all
      select next_range.* from fit_ranges
      cross join lateral (${nextRange(r.gearType, after)}) next_range
    ),
    fit_ranked as (
      select gear_type_id, lo, hi, abs(${w} - (lo + hi) / 2) / greatest(hi - lo, 0.001) as score
      from fit_ranges where lo <= ${w} and hi >= ${w}
      order by score
    )`;
}

export async function fitPageIds(db: Db, r: FitPageRequest): Promise<string[]> {
  const seller = r.joinSeller ? sql`join users on users.id = gears.user_id` : sql``;
  const result = await db.execute<{ id: string }>(sql`
    with recursive ${rankedRanges(r)}
    select fit_page.id from fit_ranked
    cross join lateral (
      select gears.id, gears.created_at from gears ${seller}
      where gears.gear_type_id = fit_ranked.gear_type_id
        and gears.fit_min = fit_ranked.lo and gears.fit_max = fit_ranked.hi
        and ${r.where ?? sql`true`}
      order by gears.created_at desc, gears.id desc
      limit ${r.offset + r.limit}
    ) fit_page
    order by fit_ranked.score, fit_page.created_at desc, fit_page.id desc
    limit ${r.limit} offset ${r.offset}`);
  return result.rows.map((row) => row.id);
}
