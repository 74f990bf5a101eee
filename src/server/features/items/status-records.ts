// The checks and repacks an item's status reads, taken from its whole records when a passport
// has read them anyway (one statement less than statusRecordsOfItems' own read).
import type { StatusRecord } from '#shared/passport/status.ts';
import type { RecordRow } from './records-repository.ts';

/**
 * What the status reads of whole records already read (recordsOfItems): the checks and repacks
 * by item, in statusRecordsOfItems' order (date, then the one written last first).
 */
export function statusRecordsOf(records: RecordRow[]): Map<string, StatusRecord[]> {
  const map = new Map<string, StatusRecord[]>();
  const sorted = records
    .filter((r) => r.kind === 'check' || r.kind === 'repack')
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        b.created_at.getTime() - a.created_at.getTime() ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
  for (const { item_id, kind, date, valid_until, flight_hours, verdict } of sorted)
    map.set(item_id, [
      ...(map.get(item_id) ?? []),
      { kind, date, valid_until, flight_hours, verdict },
    ]);
  return map;
}
