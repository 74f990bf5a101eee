// SQL of the proof photos of passport records, the one implementation behind both the record
// routes (picture-routes.ts) and the certificate routes of the original contract (a certificate is a check record).
// Rows hold only the storage key; URLs come from the photo store.
import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
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

// The certificates' message (a certificate is a check record); the passport's routes share it.
const tooMany = () =>
  new HttpError(
    'too_many_pictures',
    `A certificate can have at most ${CERTIFICATE_PICTURES_MAX} photos.`,
  );

const countPictures = async (db: Pick<Db, 'select'>, recordId: string) =>
  (
    await db
      .select({ n: count() })
      .from(recordPictures)
      .where(eq(recordPictures.record_id, recordId))
  )[0]?.n ?? 0;

/** Cheap early refusal, before an image is decoded; addRecordPicture checks again under a lock. */
export async function assertRoomForRecordPicture(db: Db, recordId: string) {
  if ((await countPictures(db, recordId)) >= CERTIFICATE_PICTURES_MAX) throw tooMany();
}

/**
 * Locks in the order a gear delete does (the gear, then its records), so neither waits on
 * the other in a cycle: a gear delete either sees this upload's row and releases its files, or
 * runs first and the upload finds no record. The record's own lock serialises
 * concurrent uploads, so the count cannot be overtaken.
 */
async function lockRecord(tx: Tx, recordId: string) {
  const [owner] = await tx
    .select({ gear: itemRecords.gear_id })
    .from(itemRecords)
    .where(eq(itemRecords.id, recordId));
  if (owner?.gear)
    await tx.select({ id: gears.id }).from(gears).where(eq(gears.id, owner.gear)).for('share');
  const [record] = await tx
    .select({ id: itemRecords.id })
    .from(itemRecords)
    .where(eq(itemRecords.id, recordId))
    .for('update');
  // The certificates' wording: on the passport's routes the record was found moments before.
  if (!record) throw notFound('No certificate with this id.');
}

/**
 * Checks the count, writes the files and inserts the row, in that order, in one transaction.
 * A failure after the files are written removes them again unless another row uses the key.
 */
export async function addRecordPicture(
  db: Db,
  {
    photos,
    recordId,
    image,
    log,
  }: { photos: PhotoStore; recordId: string; image: ProcessedImage; log?: FastifyBaseLogger },
): Promise<CertificatePicture> {
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      await lockRecord(tx, recordId);
      if ((await countPictures(tx, recordId)) >= CERTIFICATE_PICTURES_MAX) throw tooMany();
      // Held until commit: a concurrent release of the same key waits for this row to exist.
      await lockPhotoKeys(tx, [image.key]);
      written = true;
      await photos.put(image);
      const [row] = await tx
        .insert(recordPictures)
        .values({ record_id: recordId, storage_key: image.key })
        .returning({ id: recordPictures.id });
      return { id: row!.id, image: photos.url(image.key, 'large') };
    });
  } catch (error) {
    if (written) await releaseKeys(db, { photos, keys: [image.key], log });
    throw error;
  }
}

/** Deletes one photo of the record; returns its storage key, or null when there is none. */
export async function deleteRecordPicture(db: Db, recordId: string, pictureId: string) {
  const [row] = await db
    .delete(recordPictures)
    .where(and(eq(recordPictures.id, pictureId), eq(recordPictures.record_id, recordId)))
    .returning({ key: recordPictures.storage_key });
  return row?.key ?? null;
}
