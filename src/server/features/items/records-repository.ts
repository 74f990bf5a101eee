// SQL of passport records: the records of items (with their certifier's name, their signer and
// their photos); their writes are record-write-repository.ts's. A record's `by` is its
// certifier, a named shop, or the owner.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { StatusRecord } from '#shared/passport/status.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { certifierAccounts, certifiers, itemRecords, recordPictures } from '#server/db/schema.ts';

export type RecordRow = typeof itemRecords.$inferSelect & {
  certifier_name: string | null;
  /** The author speaks for a certifier (so an unsigned record is not "declared by the owner"). */
  by_certifier_account: boolean;
  pictures: RecordPicture[];
};
export type RecordPicture = { id: string; key: string };

// Its photos, oldest first, folded into the record's row (a second statement per passport before;
// a certificate's photo read takes the same column: certificates/read-repository.ts).
export const picturesOfRecord = sql<RecordPicture[]>`coalesce((select json_agg(json_build_object(
  'id', p.id, 'key', p.storage_key) order by p.created_at, p.id)
  from ${recordPictures} p where p.record_id = ${itemRecords.id}), '[]')`;

/** A record's columns with its certifier's name, its author's account and its photos. */
export const recordSelection = {
  record: itemRecords,
  certifier_name: certifiers.name,
  account: certifierAccounts.user_id,
  pictures: picturesOfRecord,
};

/** A row read with recordSelection (its record not null) as a RecordRow. */
export const toRecordRow = (r: {
  record: typeof itemRecords.$inferSelect;
  certifier_name: string | null;
  account: string | null;
  pictures: RecordPicture[];
}): RecordRow => ({
  ...r.record,
  certifier_name: r.certifier_name,
  by_certifier_account: r.account !== null,
  pictures: r.pictures,
});

// Built once (db/prepared.ts).
const recordsOf = preparedOn((db) =>
  db
    .select(recordSelection)
    .from(itemRecords)
    .leftJoin(certifiers, eq(certifiers.id, itemRecords.certifier_id))
    .leftJoin(certifierAccounts, eq(certifierAccounts.user_id, itemRecords.user_id))
    .where(sql`${itemRecords.item_id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(desc(itemRecords.date), desc(itemRecords.created_at), asc(itemRecords.id))
    .prepare('records_of_items'),
);

/** Every record of these items, newest first, with the certifier's name and its photos. */
export async function recordsOfItems(db: Db, itemIds: string[]): Promise<RecordRow[]> {
  if (itemIds.length === 0) return [];
  return (await recordsOf(db).execute({ ids: itemIds })).map(toRecordRow);
}

/** What the status reads: the checks and repacks of these items (a page of cards). */
export async function statusRecordsOfItems(
  db: Db | Tx,
  itemIds: string[],
): Promise<Map<string, StatusRecord[]>> {
  const map = new Map<string, StatusRecord[]>();
  if (itemIds.length === 0) return map;
  const rows = await db
    .select({
      item: itemRecords.item_id,
      kind: itemRecords.kind,
      date: itemRecords.date,
      valid_until: itemRecords.valid_until,
      flight_hours: itemRecords.flight_hours,
      verdict: itemRecords.verdict,
    })
    .from(itemRecords)
    .where(
      and(inArray(itemRecords.item_id, itemIds), inArray(itemRecords.kind, ['check', 'repack'])),
    )
    // Of two records of one day, the status reads the one written last (`latest` keeps the first).
    .orderBy(asc(itemRecords.date), desc(itemRecords.created_at), desc(itemRecords.id));
  for (const { item, ...record } of rows) map.set(item, [...(map.get(item) ?? []), record]);
  return map;
}

export async function findRecord(db: Db, id: string) {
  const [row] = await db.select().from(itemRecords).where(eq(itemRecords.id, id)).limit(1);
  return row ?? null;
}

export {
  deleteRecord,
  insertRecord,
  recordColumns,
  updateRecord,
} from './record-write-repository.ts';
