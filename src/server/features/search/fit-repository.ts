// Best fit of GET gears/ (docs/api.md, "Model catalogue and fit"). It reads the gears'
// generated fit columns (schema.ts: a wing's certified range, a reserve's 0–max load, the EN
// class, size and year from its properties), which the public fit index holds (decision 011).
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { gears } from '#server/db/schema.ts';

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
