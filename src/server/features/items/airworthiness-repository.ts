// The status of the items of a page of listings (`airworthiness` on cards) in ONE query by the
// listings' ids: each listing's item, its model's rule and its checks and repacks (as JSON), so
// a list reads it beside the page's rows and photos instead of after them (three queries in two
// round trips were a third of a 24-card page's time: bench/list-extras.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { itemStatus, type ItemStatus, type StatusRecord } from '#shared/passport/status.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueCheckRules, gears, itemRecords, items } from '#server/db/schema.ts';
import { ruleColumns, ruleOf, ruleOfItem } from './check-rule-repository.ts';

const r = itemRecords;
const statusRecords = sql<StatusRecord[]>`coalesce((
  select json_agg(json_build_object('kind', ${r.kind}, 'date', ${r.date},
           'valid_until', ${r.valid_until}, 'flight_hours', ${r.flight_hours}, 'verdict', ${r.verdict}))
    from ${r} where ${r.item_id} = ${items.id} and ${r.kind} in ('check', 'repack')), '[]'::json)`;

/** The status of each listing's item, by listing id (listings without an item are absent). */
export async function airworthinessOfGears(
  db: Db,
  gearIds: string[],
  today: string,
): Promise<Map<string, ItemStatus>> {
  if (gearIds.length === 0) return new Map();
  const rows = await db
    .select({
      gear: gears.id,
      gear_type: items.gear_type_id,
      production_date: items.production_date,
      flight_hours: items.flight_hours,
      rule: ruleColumns,
      records: statusRecords,
    })
    .from(gears)
    .innerJoin(items, eq(items.id, gears.item_id))
    .leftJoin(catalogueCheckRules, ruleOfItem(db))
    .where(inArray(gears.id, gearIds));
  return new Map(
    rows.map((row) => [
      row.gear,
      itemStatus(
        {
          gear_type: row.gear_type,
          production_date: row.production_date,
          flight_hours: row.flight_hours,
        },
        { records: row.records, rule: ruleOf(row), today },
      ),
    ]),
  );
}
