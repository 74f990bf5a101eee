// Staff counts of the messages that carried a warning (GET admin/message-warnings/): how often
// deals are pulled off the site, per kind, over all time and the last 30 days.
import { sql } from 'drizzle-orm';
import { WARNING_KINDS, type WarningCounts } from '#shared/contracts/deal-safety.ts';
import type { Db } from '#server/db/client.ts';

export async function warningCounts(db: Db): Promise<WarningCounts> {
  const result = await db.execute<{ kind: string | null; total: number; recent: number }>(sql`
    select k.kind, count(distinct m.id)::int as total,
      count(distinct m.id) filter (where m.created_at > now() - interval '30 days')::int as recent
    from messages m cross join lateral unnest(m.warning_kinds) as k(kind)
    where cardinality(m.warning_kinds) > 0
    group by rollup (k.kind)`);
  const by_kind = Object.fromEntries(WARNING_KINDS.map((k) => [k, 0])) as WarningCounts['by_kind'];
  let total = 0;
  let last_30_days = 0;
  for (const row of result.rows) {
    if (row.kind === null) {
      total = row.total;
      last_30_days = row.recent;
    } else if (row.kind in by_kind) by_kind[row.kind as keyof typeof by_kind] = row.total;
  }
  return { total, last_30_days, by_kind };
}
