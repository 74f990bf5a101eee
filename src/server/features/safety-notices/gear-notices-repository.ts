// The notices on listings: open matches by severity as a column of each listing's row (every
// read of listings, a page of cards as a single one), the notices of one listing with the record
// that fixed each, and a seller's own (dashboard).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { gears } from '#server/db/schema.ts';
import { gearStateColumns, type GearState } from '#server/policies/gear-visibility.ts';
import type { NoticeCounts } from '#shared/contracts/safety-notices.ts';
import type { Db } from '#server/db/client.ts';

/**
 * Open, for a match `m` of notice `n` on a listing whose item is `itemId`: the notice is not
 * withdrawn and no record of that item fixes it. The one definition the counts read.
 */
const isOpen = (itemId: SQLWrapper) => sql`n.withdrawn_at is null
  and not exists (select 1 from item_records r where r.notice_id = n.id and r.item_id = ${itemId})`;

/**
 * The open matches of one listing by severity, as a column of its own row (`{severity: n}`, null
 * for none): every read of listings takes them in its rows' statement (gears/extras-repository.ts).
 */
export const openCountsColumn = (gearId: SQLWrapper, itemId: SQLWrapper) =>
  sql<Partial<NoticeCounts> | null>`(select json_object_agg(c.severity, c.n) from (
    select n.severity, count(*)::int as n
      from notice_matches m join safety_notices n on n.id = m.notice_id
      where m.gear_id = ${gearId} and ${isOpen(itemId)}
      group by n.severity) c)`;

export type SubjectNoticeRow = {
  notice_id: string;
  match: 'affected' | 'may_be_affected';
  gear_id: string | null;
  gear_name: string | null;
  item_id: string | null;
  fix_id: string | null;
};

// Open ones first, then by severity, newest notice first.
const order = sql`(fix_id is not null), case severity when 'grounding' then 0 when 'action' then 1
  else 2 end, date desc, notice_id`;

// The notices of listing `gear` (withdrawn ones left out), each with the newest record that fixed it.
const ofGear = (gear: SQLWrapper) => sql`
      select m.notice_id, m.match, g.id as gear_id, g.name as gear_name, g.item_id, n.severity,
        n.date, (select r.id from item_records r where r.notice_id = n.id and r.item_id = g.item_id
          order by r.date desc, r.created_at desc limit 1) as fix_id
      from notice_matches m join safety_notices n on n.id = m.notice_id and n.withdrawn_at is null
        join gears g on g.id = m.gear_id
      where m.gear_id = ${gear}`;

/**
 * The listing's state (null: no such listing) and its notices, in one statement: the listing
 * left joined to them, so the visibility check costs no statement of its own.
 */
export async function noticesOfGear(
  db: Db,
  gearId: string,
): Promise<{ gear: GearState | null; rows: SubjectNoticeRow[] }> {
  const { owner, status, is_hidden, seller_suspended, held } = gearStateColumns;
  const { rows } = await db.execute<GearState & Partial<SubjectNoticeRow>>(sql`
    select ${owner} as owner, ${status} as status, ${is_hidden} as is_hidden,
      ${seller_suspended} as seller_suspended, ${held} as held, x.*
    from ${gears} left join lateral (${ofGear(gears.id)}) x on true
    where ${gears.id} = ${gearId}
    order by ${order}`);
  const first = rows[0];
  if (!first) return { gear: null, rows: [] };
  const state = {
    owner: first.owner,
    status: first.status,
    is_hidden: first.is_hidden,
    seller_suspended: first.seller_suspended,
    held: first.held,
  };
  // No notice: the one row of the listing, its notice's columns null.
  const notices = first.notice_id ? (rows as SubjectNoticeRow[]) : [];
  return { gear: state, rows: notices };
}

/** The notices on the user's listings and on their items that no listing of theirs offers. */
export async function noticesOfOwner(db: Db, userId: string): Promise<SubjectNoticeRow[]> {
  const { rows } = await db.execute<SubjectNoticeRow>(sql`
    select * from (
      select m.notice_id, m.match, g.id as gear_id, g.name as gear_name, g.item_id, n.severity,
        n.date, (select r.id from item_records r where r.notice_id = n.id and r.item_id = g.item_id
          order by r.date desc, r.created_at desc limit 1) as fix_id
      from notice_matches m join safety_notices n on n.id = m.notice_id and n.withdrawn_at is null
        join gears g on g.id = m.gear_id
      where g.user_id = ${userId} and g.status in ('active', 'draft')
      union all
      select m.notice_id, m.match, null, null, i.id, n.severity, n.date,
        (select r.id from item_records r where r.notice_id = n.id and r.item_id = i.id
          order by r.date desc, r.created_at desc limit 1)
      from notice_matches m join safety_notices n on n.id = m.notice_id and n.withdrawn_at is null
        join items i on i.id = m.item_id
      where i.owner_id = ${userId} and not exists (select 1 from gears g
        where g.item_id = i.id and g.user_id = ${userId} and g.status in ('active', 'draft'))) x
    order by ${order}`);
  return rows;
}
