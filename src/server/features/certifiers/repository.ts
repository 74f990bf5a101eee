import { asc, count, eq, sql } from 'drizzle-orm';
import type { CertifierWrite } from '#shared/contracts/catalogue-writes.ts';
import type { Certifier } from '#shared/contracts/certificates.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { certifiers, itemRecords } from '#server/db/schema.ts';
import { recordAudit } from '#server/audit/audit-log.ts';

const selection = {
  id: certifiers.id,
  name: certifiers.name,
  website: certifiers.website,
  phone_number: certifiers.phone_number,
  contact_email: certifiers.contact_email,
  address: certifiers.address,
};

/** Alphabetical whatever the letter case; the id breaks ties so the order is stable. */
export const listCertifiers = (db: Db): Promise<Certifier[]> =>
  db
    .select(selection)
    .from(certifiers)
    .orderBy(sql`lower(${certifiers.name})`, asc(certifiers.id));

export async function findCertifier(db: Db, id: string): Promise<Certifier | null> {
  const [row] = await db.select(selection).from(certifiers).where(eq(certifiers.id, id)).limit(1);
  return row ?? null;
}

export async function certifierExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: certifiers.id })
    .from(certifiers)
    .where(eq(certifiers.id, id))
    .limit(1);
  return row !== undefined;
}

/** Creates a certifier and records it in the audit log, in one transaction. */
export async function createCertifier(db: Db, actorId: string, input: CertifierWrite) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(certifiers).values(input).returning(selection);
    await recordAudit(tx, {
      actorId,
      action: 'certifier.create',
      targetType: 'certifier',
      targetId: row!.id,
      before: null,
      after: row!,
    });
    return row!;
  });
}

/** The certifier's row, locked until the transaction ends. */
const lockedCertifier = (tx: Tx, id: string) =>
  tx.select(selection).from(certifiers).where(eq(certifiers.id, id)).for('update');

export async function updateCertifier(
  db: Db,
  { actorId, id, input }: { actorId: string; id: string; input: CertifierWrite },
): Promise<Certifier | null> {
  return db.transaction(async (tx) => {
    const [before] = await lockedCertifier(tx, id);
    if (!before) return null;
    const [after] = await tx
      .update(certifiers)
      .set(input)
      .where(eq(certifiers.id, id))
      .returning(selection);
    await recordAudit(tx, {
      actorId,
      action: 'certifier.update',
      targetType: 'certifier',
      targetId: id,
      before,
      after: after!,
    });
    return after!;
  });
}

/**
 * Deletes a certifier that no certificate names. 'missing' for an unknown id, or the number of
 * records that still name it (then nothing is deleted: their owners' records would lose
 * who checked the gear).
 */
export async function deleteCertifier(
  db: Db,
  actorId: string,
  id: string,
): Promise<'deleted' | 'missing' | { usedBy: number }> {
  return db.transaction(async (tx) => {
    const [before] = await lockedCertifier(tx, id);
    if (!before) return 'missing';
    // The row lock makes a certificate that names this certifier wait (its foreign key check
    // locks the row too), so the count cannot change between counting and deleting.
    const [used] = await tx
      .select({ n: count() })
      .from(itemRecords)
      .where(eq(itemRecords.certifier_id, id));
    if ((used?.n ?? 0) > 0) return { usedBy: used!.n };
    await tx.delete(certifiers).where(eq(certifiers.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'certifier.delete',
      targetType: 'certifier',
      targetId: id,
      before,
      after: null,
    });
    return 'deleted';
  });
}
