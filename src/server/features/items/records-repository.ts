// SQL of passport records: the records of items (with their certifier's name, their signer and
// their photos), and their writes. A record's `by` is its certifier, a named shop, or the owner.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RecordWrite } from '#shared/contracts/items.ts';
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

/** The columns of a record write; check measurements only on a check. */
export function recordColumns(body: RecordWrite, certifierId: string | null) {
  const check = body.kind === 'check';
  return {
    kind: body.kind,
    date: body.date,
    valid_until: body.valid_until ?? null,
    flight_hours: body.flight_hours ?? null,
    certifier_id: certifierId,
    shop_name: body.by.type === 'shop' ? body.by.shop_name : null,
    porosity: check ? body.porosity : [],
    line_strength_ok: check ? (body.line_strength_ok ?? null) : null,
    trim: check ? body.trim : [],
    lines_need_trim: check && body.trim.length ? body.trim.some(outOfTrim) : null,
    canopy_ok: check ? (body.canopy_ok ?? null) : null,
    risers_ok: check ? (body.risers_ok ?? null) : null,
    verdict: check ? (body.verdict ?? null) : null,
    text: body.text,
    notice_id: body.notice ?? null,
    updated_at: new Date(),
  };
}

/** A line more than 10 mm off its nominal length wants trimming (the certificate's flag). */
const outOfTrim = (l: { measured_mm: number; nominal_mm: number }) =>
  Math.abs(l.measured_mm - l.nominal_mm) > 10;

type Columns = ReturnType<typeof recordColumns>;
/** A record's columns: all of a passport write, or the few a certificate sets (the rest default). */
type Values = Partial<Columns> & Pick<Columns, 'kind' | 'date'>;

export async function insertRecord(
  db: Db | Tx,
  values: Values & {
    item_id: string;
    user_id: string;
    gear_id?: string;
    signed_by: string | null;
  },
) {
  const [row] = await db
    .insert(itemRecords)
    .values({ ...values, signed_at: values.signed_by ? new Date() : null })
    .returning({ id: itemRecords.id });
  return row!.id;
}

export async function updateRecord(
  db: Db,
  { id, values, signedBy }: { id: string; values: Partial<Columns>; signedBy?: string | null },
) {
  const signing =
    signedBy === undefined ? {} : { signed_by: signedBy, signed_at: signedBy ? new Date() : null };
  await db
    .update(itemRecords)
    .set({ ...values, ...signing, updated_at: new Date() })
    .where(eq(itemRecords.id, id));
}

/** Deletes the record (its photo rows by cascade); answers their storage keys. */
export async function deleteRecord(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: itemRecords.id })
      .from(itemRecords)
      .where(eq(itemRecords.id, id))
      .for('update');
    if (!locked) return [];
    const keys = await tx
      .select({ key: recordPictures.storage_key })
      .from(recordPictures)
      .where(eq(recordPictures.record_id, id));
    await tx.delete(itemRecords).where(eq(itemRecords.id, id));
    return keys.map((k) => k.key);
  });
}
