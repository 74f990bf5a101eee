// A listing's pictures: at most PICTURES_PER_GEAR_MAX, ordered by position (0 is the cover).
// Every change locks the listing's row, so concurrent uploads, deletes and reorders of one
// listing run one after another and the count and positions stay right.
import type { FastifyBaseLogger } from 'fastify';
import { PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import type { Picture } from '#shared/contracts/gears.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { HttpError, notFound, validationError } from '#server/lib/http-error.ts';
import { lockPhotoKeys } from '#server/media/key-lock.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { ProcessedImage } from '#server/media/process-image.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { pictureOf } from '#server/media/variant-size.ts';
import { picturesOf } from '#server/features/gears/pictures-repository.ts';
import {
  closeRanks,
  countPictures,
  deletePictureRow,
  insertPicture,
  lockGear,
  pictureIdsOf,
  pictureSlots,
  setPictureOrder,
} from './repository.ts';

async function lockKnownGear(tx: Tx, gearId: string) {
  if (!(await lockGear(tx, gearId))) throw notFound('No gear with this id.');
}

export async function listPictures(db: Db, photos: PhotoStore, gearId: string): Promise<Picture[]> {
  return (await picturesOf(db, photos, [gearId])).get(gearId) ?? [];
}

const tooMany = () =>
  new HttpError(
    'too_many_pictures',
    `A listing can have at most ${PICTURES_PER_GEAR_MAX} pictures.`,
  );

/** A cheap early refusal before an image is decoded; addPicture checks again under the lock. */
export async function assertRoomForPicture(db: Db, gearId: string) {
  if ((await countPictures(db, gearId)) >= PICTURES_PER_GEAR_MAX) throw tooMany();
}

/**
 * The image is already processed; here the count is checked, the files are written and the row
 * is inserted, in that order and in one transaction. A failure before the files are written
 * leaves nothing; a failure after removes them again unless another row uses the same key.
 */
export async function addPicture(
  db: Db,
  {
    photos,
    gearId,
    image,
    log,
  }: { photos: PhotoStore; gearId: string; image: ProcessedImage; log?: FastifyBaseLogger },
): Promise<Picture> {
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      await lockKnownGear(tx, gearId);
      const slots = await pictureSlots(tx, gearId);
      if (slots.count >= PICTURES_PER_GEAR_MAX) throw tooMany();
      await lockPhotoKeys(tx, [image.key]);
      written = true;
      await photos.put(image);
      const id = await insertPicture(tx, {
        gear_id: gearId,
        position: slots.next,
        storage_key: image.key,
        width: image.width,
        height: image.height,
        has_medium: true,
      });
      return pictureOf(photos, {
        id,
        key: image.key,
        width: image.width,
        height: image.height,
        has_medium: true,
      });
    });
  } catch (error) {
    if (written) await releaseKeys(db, { photos, keys: [image.key], log });
    throw error;
  }
}

/** Deletes one picture; the rest close ranks so the first is again at position 0. */
export async function deletePicture(
  db: Db,
  {
    photos,
    gearId,
    pictureId,
    log,
  }: { photos: PhotoStore; gearId: string; pictureId: string; log?: FastifyBaseLogger },
) {
  const key = await db.transaction(async (tx) => {
    await lockKnownGear(tx, gearId);
    const deleted = await deletePictureRow(tx, gearId, pictureId);
    if (deleted === null) throw notFound('No picture with this id on this gear.');
    await closeRanks(tx, gearId);
    return deleted;
  });
  await releaseKeys(db, { photos, keys: [key], log });
}

/** `pictureIds` must be exactly the listing's pictures, each once; the first becomes the cover. */
export async function reorderPictures(db: Db, gearId: string, pictureIds: string[]) {
  await db.transaction(async (tx) => {
    await lockKnownGear(tx, gearId);
    const known = new Set(await pictureIdsOf(tx, gearId));
    const sameSet =
      pictureIds.length === known.size &&
      new Set(pictureIds).size === pictureIds.length &&
      pictureIds.every((id) => known.has(id));
    if (!sameSet) {
      throw validationError({ picture_ids: ["List each of this gear's pictures exactly once."] });
    }
    await setPictureOrder(tx, pictureIds);
  });
}
