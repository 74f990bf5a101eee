// Matching notices with listings and passport items, set-based: one INSERT … SELECT per notice
// (its candidates read from the name-key indexes of migration 0028), or per listing or item
// against every notice of its brand. The rule itself is the SQL function notice_match() of that
// migration, so both directions agree. A listing's facts are its item's where it has one.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';

/** notice_match(n, …) for the listing `g` with its item `i` (left joined). */
const gearMatch = sql`notice_match(n, coalesce(i.catalogue_size_id, g.catalogue_size_id), g.size,
  i.serial, i.production_date, g.year, coalesce(i.flight_hours,
  case when jsonb_typeof(g.properties->'flight_hours') = 'number'
    then (g.properties->>'flight_hours')::real end))`;
const itemMatch = sql`notice_match(n, i.catalogue_size_id, null, i.serial, i.production_date,
  null, i.flight_hours)`;

/** The notice `n` is of the subject's brand and (when it names models) model. */
const sameModel = (alias: SQL) => sql`n.brand_key = catalogue_name_key(${alias}.brand)
  and (cardinality(n.model_keys) = 0 or catalogue_name_key(${alias}.model) = any(n.model_keys))`;

// Drafts are their seller's alone; they are matched when published (an edit).
const listed = sql`g.status <> 'draft'`;

/** Matches the notice against every listing and item anew. Returns how many it matched. */
export async function matchNotice(tx: Tx, noticeId: string): Promise<number> {
  // A notice over a big brand reads hundreds of thousands of rows (bench/safety-notices.ts): the
  // pool's 30 s statement limit is for requests, not for this job's one transaction.
  await tx.execute(sql`set local statement_timeout = '10min'`);
  await tx.execute(sql`delete from notice_matches where notice_id = ${noticeId}`);
  const gears = await tx.execute(sql`
    insert into notice_matches (notice_id, gear_id, match)
    select n.id, g.id, x.m from safety_notices n
      join gears g on ${sameModel(sql`g`)}
      left join items i on i.id = g.item_id
      cross join lateral (select ${gearMatch} as m) x
    where n.id = ${noticeId} and n.withdrawn_at is null and ${listed} and x.m is not null`);
  const items = await tx.execute(sql`
    insert into notice_matches (notice_id, item_id, match)
    select n.id, i.id, x.m from safety_notices n
      join items i on ${sameModel(sql`i`)}
      cross join lateral (select ${itemMatch} as m) x
    where n.id = ${noticeId} and n.withdrawn_at is null and x.m is not null`);
  return (gears.rowCount ?? 0) + (items.rowCount ?? 0);
}

/**
 * Matches listings against every open notice anew (a withdrawn notice's matches stay as they
 * were). Returns the notices they now match.
 */
export async function matchGears(tx: Tx, gearIds: string[]): Promise<string[]> {
  if (gearIds.length === 0) return [];
  // The matches have no foreign keys: a listing deleted meanwhile must not get new ones.
  await tx.execute(
    sql`select 1 from gears where id = any(${sql.param(gearIds)}::uuid[]) for key share`,
  );
  await tx.execute(sql`delete from notice_matches m using safety_notices n
    where n.id = m.notice_id and n.withdrawn_at is null and m.gear_id = any(${sql.param(gearIds)}::uuid[])`);
  const { rows } = await tx.execute<{ notice_id: string }>(sql`
    insert into notice_matches (notice_id, gear_id, match)
    select n.id, g.id, x.m from gears g
      left join items i on i.id = g.item_id
      join safety_notices n on ${sameModel(sql`g`)} and n.withdrawn_at is null
      cross join lateral (select ${gearMatch} as m) x
    where g.id = any(${sql.param(gearIds)}::uuid[]) and ${listed} and x.m is not null
    returning notice_id`);
  return [...new Set(rows.map((r) => r.notice_id))];
}

/** The same for an item, and then for the listings that offer it (their facts are its). */
export async function matchItem(tx: Tx, itemId: string): Promise<string[]> {
  await tx.execute(sql`delete from notice_matches m using safety_notices n
    where n.id = m.notice_id and n.withdrawn_at is null and m.item_id = ${itemId}`);
  await tx.execute(sql`select 1 from items where id = ${itemId} for key share`);
  const { rows } = await tx.execute<{ notice_id: string }>(sql`
    insert into notice_matches (notice_id, item_id, match)
    select n.id, i.id, x.m from items i
      join safety_notices n on ${sameModel(sql`i`)} and n.withdrawn_at is null
      cross join lateral (select ${itemMatch} as m) x
    where i.id = ${itemId} and x.m is not null
    returning notice_id`);
  const { rows: offered } = await tx.execute<{ id: string }>(
    sql`select id from gears where item_id = ${itemId}`,
  );
  const fromGears = await matchGears(
    tx,
    offered.map((g) => g.id),
  );
  return [...new Set([...rows.map((r) => r.notice_id), ...fromGears])];
}
