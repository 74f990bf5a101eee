// What an item keeps of its status on its row: the airworthy=true filter's date
// (items.airworthy_until, the last day the passport's rule holds it airworthy) and the status
// basis the cards read (items.status_*, src/shared/passport/status-basis.ts). Both are computed
// here, by the shared rule, after each write that can change them, so filter, card and passport
// agree. The read and the write hold the items' rows: a record written meanwhile waits, then
// clears the basis again (migration 0032's triggers), and a card never shows an older status.
import { airworthyUntil } from '#shared/passport/status.ts';
import { statusBasis } from '#shared/passport/status-basis.ts';
import type { Db } from '#server/db/client.ts';
import { checkRulesOfItems } from './check-rule-repository.ts';
import { statusRecordsOfItems } from './records-repository.ts';
import { itemIdsAfter, itemsByIds } from './repository.ts';
import { lockItems, setStoredStatus, staleItemIds } from './stored-status-repository.ts';
import { utcToday } from './service.ts';

export async function refreshAirworthiness(db: Db, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.transaction(async (tx) => {
    await lockItems(tx, itemIds);
    const rows = await itemsByIds(tx, itemIds);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const [rules, records] = await Promise.all([
      checkRulesOfItems(tx, ids),
      statusRecordsOfItems(tx, ids),
    ]);
    const today = utcToday();
    const stored = new Map(
      rows.map((row) => {
        const item = {
          gear_type: row.gear_type_id,
          production_date: row.production_date,
          flight_hours: row.flight_hours,
        };
        const input = { records: records.get(row.id) ?? [], rule: rules.get(row.id)! };
        return [
          row.id,
          { until: airworthyUntil(item, { ...input, today }), basis: statusBasis(item, input) },
        ];
      }),
    );
    await setStoredStatus(tx, stored);
  });
}

/**
 * Every item again, in batches (nightly): items whose model changed in the catalogue (a size
 * moved to another model, a renamed model), which no trigger sees.
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

/** The items whose basis a trigger cleared (e.g. every item of a model whose rule staff changed). */
export async function refreshStaleAirworthiness(db: Db, batch = 500): Promise<number> {
  let seen = 0;
  for (;;) {
    const ids = await staleItemIds(db, batch);
    if (ids.length === 0) return seen;
    await refreshAirworthiness(db, ids);
    seen += ids.length;
  }
}
