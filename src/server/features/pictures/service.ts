// A listing's pictures: at most PICTURES_PER_GEAR_MAX, ordered by position (0 is the cover).
// Every change locks the listing's row, so concurrent uploads, deletes and reorders of one
// listing run one after another and the count and positions stay right.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import type { Picture } from '#shared/contracts/gears.ts';
import type { Db, Tx } from '../../db/client.ts';
import { gearPictures, gears } from '../../db/schema.ts';
import { HttpError, notFound, validationError } from '../../lib/http-error.ts';
import { lockPhotoKeys } from '../../media/key-lock.ts';
import type { PhotoStore } from '../../media/photo-store.ts';
import type { ProcessedImage } from '../../media/process-image.ts';
import { releaseKeys } from '../../media/release-keys.ts';
import { picturesOf } from '../gears/repository.ts';

async function lockGear(tx: Tx, gearId: string) {
  const [gear] = await tx
    .select({ id: gears.id })
    .from(gears)
    .where(eq(gears.id, gearId))
    .for('update');
  if (!gear) throw notFound('No gear with this id.');
}

export async function listPictures(db: Db, photos: PhotoStore, gearId: string): Promise<Picture[]> {
  return (await picturesOf(db, photos, [gearId])).get(gearId) ?? [];
}

const toPicture = (photos: PhotoStore, id: string, key: string): Picture => ({
  picture_id: id,
  link: photos.url(key, 'large'),
  thumbnail: photos.url(key, 'thumb'),
});

const tooMany = () =>
  new HttpError(
    'too_many_pictures',
    `A listing can have at most ${PICTURES_PER_GEAR_MAX} pictures.`,
  );

/** A cheap early refusal before an image is decoded; addPicture checks again under the lock. */
export async function assertRoomForPicture(db: Db, gearId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, gearId));
  if ((row?.n ?? 0) >= PICTURES_PER_GEAR_MAX) throw tooMany();
}

/**
 * The image is already processed; here the count is checked, the files are written and the row
 * is inserted, in that order and in one transaction. A failure before the files are written
 * leaves nothing; a failure after removes them again unless another row uses the same key.
 */
export async function addPicture(
  db: Db,
  photos: PhotoStore,
  gearId: string,
  image: ProcessedImage,
  log?: FastifyBaseLogger,
): Promise<Picture> {
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      await lockGear(tx, gearId);
      const [row] = await tx
        .select({
          n: count(),
          next: sql<number>`coalesce(max(${gearPictures.position}) + 1, 0)::int`,
        })
        .from(gearPictures)
        .where(eq(gearPictures.gear_id, gearId));
      if ((row?.n ?? 0) >= PICTURES_PER_GEAR_MAX) throw tooMany();
      await lockPhotoKeys(tx, [image.key]);
      written = true;
      await photos.put(image);
      const [inserted] = await tx
        .insert(gearPictures)
        .values({
          gear_id: gearId,
          position: row?.next ?? 0,
          storage_key: image.key,
          width: image.width,
          height: image.height,
        })
        .returning({ id: gearPictures.id });
      return toPicture(photos, inserted!.id, image.key);
    });
  } catch (error) {
    if (written) await releaseKeys(db, photos, [image.key], log);
    throw error;
  }
}

/** Deletes one picture; the rest close ranks so the first is again at position 0. */
export async function deletePicture(
  db: Db,
  photos: PhotoStore,
  gearId: string,
  pictureId: string,
  log?: FastifyBaseLogger,
) {
  const key = await db.transaction(async (tx) => {
    await lockGear(tx, gearId);
    const [deleted] = await tx
      .delete(gearPictures)
      .where(and(eq(gearPictures.id, pictureId), eq(gearPictures.gear_id, gearId)))
      .returning({ key: gearPictures.storage_key });
    if (!deleted) throw notFound('No picture with this id on this gear.');
    await tx.execute(sql`
      update ${gearPictures} set position = ranked.rank - 1
      from (
        select id, row_number() over (order by position, created_at, id) as rank
        from ${gearPictures} where gear_id = ${gearId}
      ) as ranked
      where ${gearPictures.id} = ranked.id`);
    return deleted.key;
  });
  await releaseKeys(db, photos, [key], log);
}

/** `pictureIds` must be exactly the listing's pictures, each once; the first becomes the cover. */
export async function reorderPictures(db: Db, gearId: string, pictureIds: string[]) {
  await db.transaction(async (tx) => {
    await lockGear(tx, gearId);
    const current = await tx
      .select({ id: gearPictures.id })
      .from(gearPictures)
      .where(eq(gearPictures.gear_id, gearId))
      .orderBy(asc(gearPictures.position));
    const known = new Set(current.map((p) => p.id));
    const sameSet =
      pictureIds.length === known.size &&
      new Set(pictureIds).size === pictureIds.length &&
      pictureIds.every((id) => known.has(id));
    if (!sameSet) {
      throw validationError({ picture_ids: ["List each of this gear's pictures exactly once."] });
    }
    for (const [position, id] of pictureIds.entries()) {
      await tx.update(gearPictures).set({ position }).where(eq(gearPictures.id, id));
    }
  });
}
