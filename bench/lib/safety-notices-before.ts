// The listing side of safety-notice matching as it was before the single-statement re-match
// (kept for bench/safety-notices.ts, which times both in one run): delete every open match of the
// listing, insert every match anew, then queue one mail job per matched notice, one round trip
// each. Same rule (notice_match() of migration 0028) and the same rows as the current code.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../src/server/db/client.ts';
import { enqueue } from '../../src/server/jobs/queue.ts';

const gearMatch = sql`notice_match(n, coalesce(i.catalogue_size_id, g.catalogue_size_id), g.size,
  i.serial, i.production_date, g.year, coalesce(i.flight_hours,
  case when jsonb_typeof(g.properties->'flight_hours') = 'number'
    then (g.properties->>'flight_hours')::real end))`;

/** The former matchGears(): returns every notice the listing matches. */
export async function matchGearsBefore(tx: Tx, gearIds: string[]): Promise<string[]> {
  await tx.execute(
    sql`select 1 from gears where id = any(${sql.param(gearIds)}::uuid[]) for key share`,
  );
  await tx.execute(sql`delete from notice_matches m using safety_notices n
    where n.id = m.notice_id and n.withdrawn_at is null and m.gear_id = any(${sql.param(gearIds)}::uuid[])`);
  const { rows } = await tx.execute<{ notice_id: string }>(sql`
    insert into notice_matches (notice_id, gear_id, match)
    select n.id, g.id, x.m from gears g
      left join items i on i.id = g.item_id
      join safety_notices n on n.brand_key = catalogue_name_key(g.brand)
        and (cardinality(n.model_keys) = 0 or catalogue_name_key(g.model) = any(n.model_keys))
        and n.withdrawn_at is null
      cross join lateral (select ${gearMatch} as m) x
    where g.id = any(${sql.param(gearIds)}::uuid[]) and g.status <> 'draft' and x.m is not null
    returning notice_id`);
  return [...new Set(rows.map((r) => r.notice_id))];
}

/** The former match_notice_subject job's transaction for a listing. */
export async function subjectJobBefore(tx: Tx, gearId: string): Promise<number> {
  const notices = await matchGearsBefore(tx, [gearId]);
  for (const noticeId of notices)
    await enqueue(tx, {
      task: 'notice_mails',
      payload: { noticeId },
      jobKey: `notice-mails:${noticeId}`,
    });
  return notices.length;
}
