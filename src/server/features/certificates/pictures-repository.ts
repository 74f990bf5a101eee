// SQL of certificate photos. Rows hold only the storage key; URLs come from the photo store.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  CERTIFICATE_PICTURES_MAX,
  type CertificatePicture,
} from '#shared/contracts/certificates.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, itemRecords, recordPictures } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { lockPhotoKeys } from '#server/media/key-lock.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { ProcessedImage } from '#server/media/process-image.ts';
import { releaseKeys } from '#server/media/release-keys.ts';

const tooMany = () =>
  new HttpError(
    'too_many_pictures',
    `A certificate can have at most ${CERTIFICATE_PICTURES_MAX} photos.`,
  );

export async function listCertificatePictures(db: Db, photos: PhotoStore, certificateId: string) {
  const rows = await db
    .select({ id: recordPictures.id, key: recordPictures.storage_key })
    .from(recordPictures)
    .where(eq(recordPictures.record_id, certificateId))
    .orderBy(asc(recordPictures.created_at), asc(recordPictures.id));
  return rows.map((row): CertificatePicture => ({
    id: row.id,
    image: photos.url(row.key, 'large'),
  }));
}

const countPictures = async (db: Pick<Db, 'select'>, certificateId: string) =>
  (
    await db
      .select({ n: count() })
      .from(recordPictures)
      .where(eq(recordPictures.record_id, certificateId))
  )[0]?.n ?? 0;

/** Cheap early refusal, before an image is decoded; addCertificatePicture checks again under a lock. */
export async function assertRoomForCertificatePicture(db: Db, certificateId: string) {
  if ((await countPictures(db, certificateId)) >= CERTIFICATE_PICTURES_MAX) throw tooMany();
}

/**
 * Locks in the order a gear delete does (the gear, then its certificates), so neither waits on
 * the other in a cycle: a gear delete either sees this upload's row and releases its files, or
 * runs first and the upload finds no certificate. The certificate's own lock serialises
 * concurrent uploads, so the count cannot be overtaken.
 */
async function lockCertificate(tx: Tx, certificateId: string) {
  const [owner] = await tx
    .select({ gear: itemRecords.gear_id })
    .from(itemRecords)
    .where(eq(itemRecords.id, certificateId));
  if (owner?.gear)
    await tx.select({ id: gears.id }).from(gears).where(eq(gears.id, owner.gear)).for('share');
  const [certificate] = await tx
    .select({ id: itemRecords.id })
    .from(itemRecords)
    .where(eq(itemRecords.id, certificateId))
    .for('update');
  if (!certificate) throw notFound('No certificate with this id.');
}

/**
 * Checks the count, writes the files and inserts the row, in that order, in one transaction.
 * A failure after the files are written removes them again unless another row uses the key.
 */
export async function addCertificatePicture(
  db: Db,
  {
    photos,
    certificateId,
    image,
    log,
  }: { photos: PhotoStore; certificateId: string; image: ProcessedImage; log?: FastifyBaseLogger },
): Promise<CertificatePicture> {
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      await lockCertificate(tx, certificateId);
      if ((await countPictures(tx, certificateId)) >= CERTIFICATE_PICTURES_MAX) throw tooMany();
      // Held until commit: a concurrent release of the same key waits for this row to exist.
      await lockPhotoKeys(tx, [image.key]);
      written = true;
      await photos.put(image);
      const [row] = await tx
        .insert(recordPictures)
        .values({ record_id: certificateId, storage_key: image.key })
        .returning({ id: recordPictures.id });
      return { id: row!.id, image: photos.url(image.key, 'large') };
    });
  } catch (error) {
    if (written) await releaseKeys(db, { photos, keys: [image.key], log });
    throw error;
  }
}

/** Deletes one photo of the certificate; returns its storage key, or null when there is none. */
export async function deleteCertificatePicture(db: Db, certificateId: string, pictureId: string) {
  const [row] = await db
    .delete(recordPictures)
    .where(and(eq(recordPictures.id, pictureId), eq(recordPictures.record_id, certificateId)))
    .returning({ key: recordPictures.storage_key });
  return row?.key ?? null;
}
