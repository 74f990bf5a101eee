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
 * One statement re-matching subjects (listings or items) against every open notice: `fresh` is
 * what they match now. Only the difference is written — a match that no longer holds deleted, a
 * new one inserted, a changed one updated — so an edit that changes nothing writes nothing (each
 * written match costs a heap row, two index entries and their WAL). A withdrawn notice's matches
 * stay as they were. `fresh` reads its subjects from `locked` (ids as `id`): the matches have no
 * foreign keys, so a subject deleted meanwhile must not get new ones. Returns the notices they
 * now match.
 */
async function rematch(
  tx: Tx,
  { column, ids, fresh }: { column: 'gear_id' | 'item_id'; ids: string[]; fresh: SQL },
): Promise<string[]> {
  const subject = sql.raw(column);
  const table = sql.raw(column === 'gear_id' ? 'gears' : 'items');
  const { rows } = await tx.execute<{ notice_id: string }>(sql`
    with locked as materialized (select id from ${table}
      where id = any(${sql.param(ids)}::uuid[]) for key share),
    fresh as materialized (${fresh}),
    old as materialized (select m.notice_id, m.${subject} as subject, m.match
      from notice_matches m where m.${subject} = any(${sql.param(ids)}::uuid[])),
    gone as (delete from notice_matches m where (m.${subject}, m.notice_id) in (
      select o.subject, o.notice_id from old o
        join safety_notices n on n.id = o.notice_id and n.withdrawn_at is null
        left join fresh f using (subject, notice_id) where f.subject is null)),
    changed as (update notice_matches m set match = f.m, matched_at = now()
      from old o join fresh f using (subject, notice_id)
      where o.match <> f.m and m.${subject} = o.subject and m.notice_id = o.notice_id),
    added as (insert into notice_matches (notice_id, ${subject}, match)
      select f.notice_id, f.subject, f.m from fresh f
        left join old o using (subject, notice_id) where o.subject is null)
    select distinct notice_id from fresh`);
  return rows.map((r) => r.notice_id);
}

/** Matches listings against every open notice anew. Returns the notices they now match. */
export async function matchGears(tx: Tx, gearIds: string[]): Promise<string[]> {
  if (gearIds.length === 0) return [];
  return rematch(tx, {
    column: 'gear_id',
    ids: gearIds,
    fresh: sql`select n.id as notice_id, g.id as subject, x.m from locked
      join gears g using (id) left join items i on i.id = g.item_id
      join safety_notices n on ${sameModel(sql`g`)} and n.withdrawn_at is null
      cross join lateral (select ${gearMatch} as m) x
    where ${listed} and x.m is not null`,
  });
}

/**
 * The same for an item, and then for the listings that offer it (their facts are its). Returns
 * the notices they now match and those listings.
 */
export async function matchItem(
  tx: Tx,
  itemId: string,
): Promise<{ notices: string[]; gearIds: string[] }> {
  const notices = await rematch(tx, {
    column: 'item_id',
    ids: [itemId],
    fresh: sql`select n.id as notice_id, i.id as subject, x.m
      from locked join items i using (id)
      join safety_notices n on ${sameModel(sql`i`)} and n.withdrawn_at is null
      cross join lateral (select ${itemMatch} as m) x
    where x.m is not null`,
  });
  const { rows: offered } = await tx.execute<{ id: string }>(
    sql`select id from gears where item_id = ${itemId}`,
  );
  const gearIds = offered.map((g) => g.id);
  const fromGears = await matchGears(tx, gearIds);
  return { notices: [...new Set([...notices, ...fromGears])], gearIds };
}
