// The writes of passport records (records-repository.ts reads them): a record's columns from a
// passport's body, insert, update with its signature, and delete with its photos' keys.
import { eq } from 'drizzle-orm';
import type { RecordWrite } from '#shared/contracts/item-records.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { itemRecords, recordPictures } from '#server/db/schema.ts';

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
