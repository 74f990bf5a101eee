// SQL of certificates. Every read joins the certifier so the answer carries its name.
import { asc, desc, eq } from 'drizzle-orm';
import type { Certificate, CertificateWrite } from '#shared/contracts/certificates.ts';
import type { Db } from '#server/db/client.ts';
import { certificatePictures, certificates, certifiers, gears } from '#server/db/schema.ts';
import { gearStateColumns } from '#server/policies/gear-visibility.ts';

const selection = {
  id: certificates.id,
  gear: certificates.gear_id,
  user: certificates.user_id,
  issue_date: certificates.issue_date,
  expiration_date: certificates.expiration_date,
  porosity: certificates.porosity,
  lines_need_trim: certificates.lines_need_trim,
  fabric_condition: certificates.fabric_condition,
  certifier: certificates.certifier_id,
  certifier_name: certifiers.name,
  created_at: certificates.created_at,
};

const selectCertificates = (db: Db) =>
  db
    .select(selection)
    .from(certificates)
    .innerJoin(certifiers, eq(certifiers.id, certificates.certifier_id));

const toCertificate = (
  row: Awaited<ReturnType<typeof selectCertificates>>[number],
): Certificate => ({
  ...row,
  porosity: Number(row.porosity),
  created_at: row.created_at.toISOString(),
});

/** The most recent check first: that is the one a buyer cares about. */
export async function listCertificates(db: Db, gearId: string): Promise<Certificate[]> {
  const rows = await selectCertificates(db)
    .where(eq(certificates.gear_id, gearId))
    .orderBy(desc(certificates.issue_date), desc(certificates.created_at), asc(certificates.id));
  return rows.map(toCertificate);
}

export async function findCertificate(db: Db, id: string): Promise<Certificate | null> {
  const [row] = await selectCertificates(db).where(eq(certificates.id, id)).limit(1);
  return row ? toCertificate(row) : null;
}

export async function certifierExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: certifiers.id })
    .from(certifiers)
    .where(eq(certifiers.id, id))
    .limit(1);
  return row !== undefined;
}

const columns = (body: CertificateWrite) => ({
  issue_date: body.issue_date,
  expiration_date: body.expiration_date,
  porosity: body.porosity,
  lines_need_trim: body.lines_need_trim,
  fabric_condition: body.fabric_condition,
  certifier_id: body.certifier,
});

export async function insertCertificate(
  db: Db,
  { gearId, userId, body }: { gearId: string; userId: string; body: CertificateWrite },
) {
  const [row] = await db
    .insert(certificates)
    .values({ gear_id: gearId, user_id: userId, ...columns(body) })
    .returning({ id: certificates.id });
  return (await findCertificate(db, row!.id))!;
}

export async function updateCertificate(db: Db, id: string, body: CertificateWrite) {
  await db.update(certificates).set(columns(body)).where(eq(certificates.id, id));
  return findCertificate(db, id);
}

/** Deletes the certificate (its picture rows go by cascade); returns their storage keys. */
export async function deleteCertificate(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Uploads lock the certificate too: none can add a photo between reading keys and deleting.
    const [locked] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.id, id))
      .for('update');
    if (!locked) return [];
    const pictures = await tx
      .select({ key: certificatePictures.storage_key })
      .from(certificatePictures)
      .where(eq(certificatePictures.certificate_id, id));
    await tx.delete(certificates).where(eq(certificates.id, id));
    return pictures.map((p) => p.key);
  });
}

/** The certificate's owner and what the visibility rule reads of its gear, or null. */
export async function findCertificateState(db: Db, id: string) {
  const [row] = await db
    .select({ certificate_owner: certificates.user_id, ...gearStateColumns })
    .from(certificates)
    .innerJoin(gears, eq(gears.id, certificates.gear_id))
    .where(eq(certificates.id, id))
    .limit(1);
  return row ?? null;
}
