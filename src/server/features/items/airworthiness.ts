// The airworthy=true filter reads a date on the item (items.airworthy_until): the last day the
// passport's rule holds it airworthy. It is computed here, by the shared rule, after each write
// that can change it (an item's facts, its records), so the filter and the badge agree.
import { airworthyUntil } from '#shared/passport/status.ts';
import type { Db } from '#server/db/client.ts';
import { checkRulesOfItems } from './check-rule-repository.ts';
import { statusRecordsOfItems } from './records-repository.ts';
import { itemIdsAfter, itemsByIds, setAirworthyUntil } from './repository.ts';
import { utcToday } from './service.ts';

export async function refreshAirworthiness(db: Db, itemIds: string[]): Promise<void> {
  const rows = await itemsByIds(db, itemIds);
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const [rules, records] = await Promise.all([
    checkRulesOfItems(db, ids),
    statusRecordsOfItems(db, ids),
  ]);
  const today = utcToday();
  const until = new Map(
    rows.map((row) => [
      row.id,
      airworthyUntil(
        {
          gear_type: row.gear_type_id,
          production_date: row.production_date,
          flight_hours: row.flight_hours,
        },
        { records: records.get(row.id) ?? [], rule: rules.get(row.id)!, today },
      ),
    ]),
  );
  await setAirworthyUntil(db, until);
}

/**
 * Every item again, in batches: items written before the date existed (migration 0028) and
 * items whose model's check rule staff changed since (no write of the item announces that).
 */
export async function refreshAllAirworthiness(db: Db, batch = 500): Promise<number> {
  let after: string | null = null;
  let seen = 0;
  for (;;) {
    const ids = await itemIdsAfter(db, after, batch);
    if (ids.length === 0) return seen;
    await refreshAirworthiness(db, ids);
    seen += ids.length;
    after = ids[ids.length - 1]!;
  }
}
