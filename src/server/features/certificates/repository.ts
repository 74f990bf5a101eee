// SQL of certificates: the check records made through a listing (`gear_id`), read and written
// through the certificate fields of the original contract. Every read joins the certifier for
// its name; the writes are the passport records' own (items/records-repository.ts).
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Certificate, CertificateWrite } from '#shared/contracts/certificates.ts';
import type { Db } from '#server/db/client.ts';
import { certifiers, gears, itemRecords, items } from '#server/db/schema.ts';
import { gearStateColumns, itemHeld } from '#server/policies/gear-visibility.ts';
import { ensureGearItem } from '#server/features/items/gear-item-repository.ts';
import {
  deleteRecord,
  insertRecord,
  updateRecord,
} from '#server/features/items/records-repository.ts';

type Point = { point: string; value: number; limit: number | null };

export const selection = {
  id: itemRecords.id,
  gear: itemRecords.gear_id,
  user: itemRecords.user_id,
  date: itemRecords.date,
  valid_until: itemRecords.valid_until,
  porosity: itemRecords.porosity,
  lines_need_trim: itemRecords.lines_need_trim,
  canopy_ok: itemRecords.canopy_ok,
  certifier: itemRecords.certifier_id,
  certifier_name: certifiers.name,
  created_at: itemRecords.created_at,
};

const selectCertificates = (db: Db) =>
  db
    .select(selection)
    .from(itemRecords)
    .innerJoin(certifiers, eq(certifiers.id, itemRecords.certifier_id));

/** A check of several measuring points reads as its lowest (most porous) figure. */
const porosityFigure = (points: Point[]) =>
  points.length ? Math.min(...points.map((p) => Number(p.value))) : 0;

export const toCertificate = ({
  date,
  valid_until,
  canopy_ok,
  ...row
}: Awaited<ReturnType<typeof selectCertificates>>[number]): Certificate => ({
  ...row,
  gear: row.gear!,
  certifier: row.certifier!,
  issue_date: date,
  expiration_date: valid_until ?? date,
  porosity: porosityFigure(row.porosity as Point[]),
  lines_need_trim: row.lines_need_trim ?? false,
  fabric_condition: canopy_ok ?? false,
  created_at: row.created_at.toISOString(),
});

export async function findCertificate(db: Db, id: string): Promise<Certificate | null> {
  const [row] = await selectCertificates(db)
    .where(and(eq(itemRecords.id, id), eq(itemRecords.kind, 'check')))
    .limit(1);
  return row && row.gear ? toCertificate(row) : null;
}

/** The record's columns a certificate sets; the others (verdict, text, hours…) stay as they are. */
const columns = (body: CertificateWrite) => ({
  date: body.issue_date,
  valid_until: body.expiration_date,
  porosity: [{ point: '', value: body.porosity, limit: null }] satisfies Point[],
  lines_need_trim: body.lines_need_trim,
  canopy_ok: body.fabric_condition,
  certifier_id: body.certifier,
});

/** A check record of the listing's item (made when the listing has none yet), and that item. */
export async function insertCertificate(
  db: Db,
  { gearId, userId, body }: { gearId: string; userId: string; body: CertificateWrite },
) {
  const made = await db.transaction(async (tx) => {
    const itemId = (await ensureGearItem(tx, gearId))!;
    // The item's owner as it stays until this write commits (accepting a transfer locks the item
    // too): once the item has passed on, the seller's record would be written into the buyer's
    // passport.
    const [item] = await tx
      .select({ owner: items.owner_id })
      .from(items)
      .where(eq(items.id, itemId))
      .for('share');
    if (item?.owner !== userId) return null;
    const recordId = await insertRecord(tx, {
      ...columns(body),
      kind: 'check',
      item_id: itemId,
      gear_id: gearId,
      user_id: userId,
      signed_by: null,
    });
    return { id: recordId, item: itemId };
  });
  // null: the item is no longer the writer's.
  return made && { certificate: (await findCertificate(db, made.id))!, item: made.item };
}

export async function updateCertificate(db: Db, id: string, body: CertificateWrite) {
  await updateRecord(db, { id, values: columns(body) });
  return findCertificate(db, id);
}

/** Deletes the certificate (its picture rows go by cascade); returns their storage keys. */
export const deleteCertificate = deleteRecord;

/** The certificate's owner, its signer, and what the visibility rule reads of its gear. */
export const certificateStateColumns = {
  certificate_owner: itemRecords.user_id,
  signed_by: itemRecords.signed_by,
  item: itemRecords.item_id,
  /** The item's owner now (a record written as owner is history once the item changed hands). */
  item_owner: sql<string>`(select ${items.owner_id} from ${items} where ${items.id} = ${itemRecords.item_id})`,
  ...gearStateColumns,
  // The record's own item too: a listing relinked to another item keeps its old records.
  held: sql<boolean>`(${itemHeld(gears.item_id)} or ${itemHeld(itemRecords.item_id)})`,
};

/** A check record by id with its gear joined (its state's tables). */
export const ofCheckRecord = (id: string | Placeholder) =>
  and(eq(itemRecords.id, id), eq(itemRecords.kind, 'check'));

/** The certificate's state (certificateStateColumns), or null. */
export async function findCertificateState(db: Db, id: string) {
  const [row] = await db
    .select(certificateStateColumns)
    .from(itemRecords)
    .innerJoin(gears, eq(gears.id, itemRecords.gear_id))
    .where(ofCheckRecord(id))
    .limit(1);
  return row ?? null;
}
