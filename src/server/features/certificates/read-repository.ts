// SQL of the certificate reads a listing's page makes, each in one statement with the state the
// visibility rule reads: a listing's certificates with its listing's state (the listing left
// joined to its check records), and a certificate's photos with its own state. Each was a check
// statement and a read before (bench/README.md, session 18).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Certificate } from '#shared/contracts/certificates.ts';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { certifiers, gears, itemRecords } from '#server/db/schema.ts';
import { gearStateColumns, type GearState } from '#server/policies/gear-visibility.ts';
import { picturesOfRecord } from '#server/features/items/records-repository.ts';
import { certificateStateColumns, ofCheckRecord, selection, toCertificate } from './repository.ts';

// Both built once (db/prepared.ts).
const ofGear = preparedOn((db) =>
  db
    .select({ gear: gearStateColumns, certificate: selection })
    .from(gears)
    .leftJoin(itemRecords, and(eq(itemRecords.gear_id, gears.id), eq(itemRecords.kind, 'check')))
    .leftJoin(certifiers, eq(certifiers.id, itemRecords.certifier_id))
    .where(eq(gears.id, sql.placeholder('id')))
    .orderBy(desc(itemRecords.date), desc(itemRecords.created_at), asc(itemRecords.id))
    .prepare('certificates_of_gear'),
);

/**
 * The listing's state (null: no such listing) and its certificates, the most recent check first:
 * that is the one a buyer cares about. A record without a certifier is no certificate.
 */
export async function certificatesOfGear(
  db: Db,
  gearId: string,
): Promise<{ gear: GearState | null; certificates: Certificate[] }> {
  const rows = await ofGear(db).execute({ id: gearId });
  const certificates = rows.flatMap(({ certificate: c }) =>
    c?.id && c.certifier_name !== null
      ? [toCertificate(c as Parameters<typeof toCertificate>[0])]
      : [],
  );
  return { gear: rows[0]?.gear ?? null, certificates };
}

/** findCertificateState() with the certificate's photo rows (oldest first), or null. */
const withPictures = preparedOn((db) =>
  db
    .select({ ...certificateStateColumns, pictures: picturesOfRecord })
    .from(itemRecords)
    .innerJoin(gears, eq(gears.id, itemRecords.gear_id))
    .where(ofCheckRecord(sql.placeholder('id')))
    .limit(1)
    .prepare('certificate_with_pictures'),
);

export async function findCertificateWithPictures(db: Db, id: string) {
  const [row] = await withPictures(db).execute({ id });
  return row ?? null;
}
