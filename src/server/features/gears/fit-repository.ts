// The fit filters of GET gears/ (docs/api.md, "Model catalogue and fit"). They read the gears'
// generated fit columns (schema.ts: a wing's certified range, a reserve's 0–max load, the EN
// class, size and year from its properties), which the public fit index holds (decision 011).
import { asc, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Fit, GearListQuery } from '#shared/contracts/gears.ts';
import { gears } from '#server/db/schema.ts';

export function fitFilters(query: GearListQuery): SQL[] {
  const w = query.takeoff_weight;
  const where = [
    // min ≤ w ≤ max: a reserve's min is 0, so only its max load decides.
    w !== undefined ? lte(gears.fit_min, w) : undefined,
    w !== undefined ? gte(gears.fit_max, w) : undefined,
    query.en_class?.length ? inArray(gears.en_class, query.en_class) : undefined,
    query.size?.length ? inArray(gears.size, query.size) : undefined,
    query.year_min !== undefined ? gte(gears.year, query.year_min) : undefined,
    query.year_max !== undefined ? lte(gears.year, query.year_max) : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/**
 * Best fit: the pilot nearest the middle of the range first (as a share of the range, so a wide
 * range is not favoured), then newest. A range of one weight sorts as a perfect fit.
 */
export function fitOrder(weight: number): SQL[] {
  const w = sql`${weight}::real`;
  const middle = sql`(${gears.fit_min} + ${gears.fit_max}) / 2`;
  const width = sql`greatest(${gears.fit_max} - ${gears.fit_min}, 0.001)`;
  return [asc(sql`abs(${w} - ${middle}) / ${width}`), desc(gears.created_at), desc(gears.id)];
}

/** The third of its range the weight falls in, or undefined for gear without a range. */
export function fitOf(range: { min: number | null; max: number | null }, weight: number) {
  const { min, max } = range;
  if (min === null || max === null || weight < min || weight > max) return undefined;
  const share = max > min ? (weight - min) / (max - min) : 0.5;
  const fit: Fit = share < 1 / 3 ? 'low' : share <= 2 / 3 ? 'mid' : 'high';
  return fit;
}
