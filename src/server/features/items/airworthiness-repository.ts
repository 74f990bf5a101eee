// The status of the items of a page of listings (`airworthiness` on cards). Each listing's row
// carries its item's status basis (items.status_*, read with the rows: `basisColumns`), so the
// status is a few comparisons with today (shared/passport/status-basis.ts); only an item whose
// basis is not computed (a trigger cleared it after a write, until the refresh) is read the older
// way, in ONE query by the listings' ids: its item, its model's rule and its checks and repacks
// as JSON (bench/README.md, "list extras").
import { eq, inArray, sql } from 'drizzle-orm';
import { itemStatus, type ItemStatus, type StatusRecord } from '#shared/passport/status.ts';
import { statusOn, type StatusBasis } from '#shared/passport/status-basis.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueCheckRules, gears, itemRecords, items } from '#server/db/schema.ts';
import { ruleColumns, ruleOf, ruleOfItem } from './check-rule-repository.ts';

const r = itemRecords;
const statusRecords = sql<StatusRecord[]>`coalesce((
  select json_agg(json_build_object('kind', ${r.kind}, 'date', ${r.date},
           'valid_until', ${r.valid_until}, 'flight_hours', ${r.flight_hours}, 'verdict', ${r.verdict})
           order by ${r.date}, ${r.created_at} desc, ${r.id} desc)
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

/** The item's status basis as a listing's row reads it (through a left join of its item). */
export const basisColumns = {
  check: items.status_check,
  check_until: items.status_check_until,
  check_hours: items.status_check_hours,
  repack: items.status_repack,
  repack_until: items.status_repack_until,
  lifespan_end: items.status_lifespan_end,
  rule_source: items.status_rule_source,
};
type BasisRow = { [K in keyof typeof basisColumns]: (typeof basisColumns)[K]['_']['data'] | null };

/** The status of each row's item on `today`, by listing id, from the rows' stored basis. */
export async function cardStatuses(
  db: Db,
  rows: { id: string; item: string | null; basis: BasisRow | null }[],
  today: string,
): Promise<Map<string, ItemStatus>> {
  const statuses = new Map<string, ItemStatus>();
  const stale: string[] = [];
  for (const { id, item, basis } of rows) {
    if (item === null) continue;
    if (basis?.check && basis.rule_source !== null)
      statuses.set(id, statusOn(basis as StatusBasis, today));
    else stale.push(id);
  }
  if (stale.length > 0)
    for (const [id, status] of await airworthinessOfGears(db, stale, today))
      statuses.set(id, status);
  return statuses;
}
