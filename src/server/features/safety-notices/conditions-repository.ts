// The safety-notice conditions on a listing, as SQL fragments over `gears` (the filter table,
// features/search/filters.ts, and this feature's reads use them): one meaning of "open".
import { sql, type SQL } from 'drizzle-orm';
import { gears } from '#server/db/schema.ts';

/** A match of the notice `n` on the listing is open: not withdrawn and no fix recorded. */
const openOnGear = (extra: SQL) => sql`exists (
  select 1 from notice_matches m join safety_notices n on n.id = m.notice_id
  where m.gear_id = ${gears.id} and n.withdrawn_at is null ${extra}
    and not exists (
      select 1 from item_records r where r.notice_id = n.id and r.item_id = ${gears.item_id}))`;

/** The listing has at least one open notice (affected or may be). */
export const gearHasOpenNotice: SQL = openOnGear(sql``);

/** A grounding notice is open on the listing: it is not airworthy, whatever its checks say. */
export const gearIsGrounded: SQL = openOnGear(sql`and n.severity = 'grounding'`);

/**
 * airworthy=true: the listing's item is airworthy today by the passport's rule (kept on the item
 * as `airworthy_until`, features/items) and no grounding notice is open on it.
 */
export const gearIsAirworthy: SQL = sql`(exists (
  select 1 from items i where i.id = ${gears.item_id} and i.airworthy_until >= current_date)
  and not ${gearIsGrounded})`;
