// SQL of a stolen report's photos, stored like record photos (content-hashed keys shared across
// rows, so a key's files go only when no row of any table uses it: media/release-keys.ts).
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { STOLEN_PICTURES_MAX, type StolenPicture } from '#shared/contracts/stolen.ts';
import type { Db } from '#server/db/client.ts';
import { stolenReportPictures, stolenReports } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/lib/http-error.ts';
import { lockPhotoKeys } from '#server/media/key-lock.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { ProcessedImage } from '#server/media/process-image.ts';
import { releaseKeys } from '#server/media/release-keys.ts';

const tooMany = () =>
  new HttpError('too_many_pictures', `A report can have at most ${STOLEN_PICTURES_MAX} photos.`);

const countOf = async (db: Pick<Db, 'select'>, reportId: string) =>
  (
    await db
      .select({ n: count() })
      .from(stolenReportPictures)
      .where(eq(stolenReportPictures.report_id, reportId))
  )[0]?.n ?? 0;

/** Cheap early refusal, before an image is decoded; the add checks again under the row lock. */
export async function assertRoomForStolenPicture(db: Db, reportId: string) {
  if ((await countOf(db, reportId)) >= STOLEN_PICTURES_MAX) throw tooMany();
}

/** The photos of each report, oldest first. */
export async function picturesOfReports(db: Db, photos: PhotoStore, ids: string[]) {
  const byReport = new Map<string, StolenPicture[]>();
  if (ids.length === 0) return byReport;
  const rows = await db
    .select()
    .from(stolenReportPictures)
    .where(inArray(stolenReportPictures.report_id, ids))
    .orderBy(asc(stolenReportPictures.created_at), asc(stolenReportPictures.id));
  for (const row of rows)
    byReport.set(row.report_id, [
      ...(byReport.get(row.report_id) ?? []),
      {
        id: row.id,
        image: photos.url(row.storage_key, 'large'),
        thumbnail: photos.url(row.storage_key, 'thumb'),
      },
    ]);
  return byReport;
}

/** Counts under the report's lock, writes the files, inserts the row; undone files are released. */
export async function addStolenPicture(
  db: Db,
  {
    photos,
    reportId,
    image,
    log,
  }: { photos: PhotoStore; reportId: string; image: ProcessedImage; log?: FastifyBaseLogger },
): Promise<StolenPicture> {
  let written = false;
  try {
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .select({ id: stolenReports.id })
        .from(stolenReports)
        .where(eq(stolenReports.id, reportId))
        .for('update');
      if (!report) throw notFound('No stolen-gear report with this id.');
      if ((await countOf(tx, reportId)) >= STOLEN_PICTURES_MAX) throw tooMany();
      await lockPhotoKeys(tx, [image.key]);
      written = true;
      await photos.put(image);
      const [row] = await tx
        .insert(stolenReportPictures)
        .values({ report_id: reportId, storage_key: image.key })
        .returning({ id: stolenReportPictures.id });
      return {
        id: row!.id,
        image: photos.url(image.key, 'large'),
        thumbnail: photos.url(image.key, 'thumb'),
      };
    });
  } catch (error) {
    if (written) await releaseKeys(db, { photos, keys: [image.key], log });
    throw error;
  }
}

/** Deletes one photo of the report; its storage key, or null when there is none. */
export async function deleteStolenPicture(db: Db, reportId: string, pictureId: string) {
  const [row] = await db
    .delete(stolenReportPictures)
    .where(
      and(eq(stolenReportPictures.id, pictureId), eq(stolenReportPictures.report_id, reportId)),
    )
    .returning({ key: stolenReportPictures.storage_key });
  return row?.key ?? null;
}
