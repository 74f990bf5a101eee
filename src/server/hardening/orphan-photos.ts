// Photo files no row refers to: left by a crash between a delete's commit and its file removal,
// by a crash in the middle of an upload, by a removal the store refused, or by deletes during a
// backup (which keep files in place). The sweep runs at start and after a backup; every removal
// goes through releaseKeys, which checks again under the key's lock, so a file an upload is about
// to use is never taken. With an S3 bucket it lists the bucket's objects instead of the folder.
import { rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gearPictures, recordPictures, stolenReportPictures } from '#server/db/schema.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { S3PhotoStore } from '#server/media/photo-store-s3.ts';
import { listFiles } from './backup/media-files.ts';

const PHOTO_FILE = /^([0-9A-Za-z_-]+)-(?:large|medium|thumb)\.webp$/;
const STALE_TEMP_MS = 60 * 60 * 1000;
/**
 * Bucket objects younger than this are left alone: a PUT the SDK gave up on (a timeout, after
 * its retries) may still land after the upload's own clean-up ran, and is taken next time.
 */
export const BUCKET_GRACE_MS = 60 * 60 * 1000;

const isBucket = (photos: PhotoStore): photos is S3PhotoStore => 'objects' in photos;

async function bucketKeys(bucket: S3PhotoStore, graceMs: number) {
  const keys = new Set<string>();
  const before = Date.now() - graceMs;
  for await (const { name, modified } of bucket.objects()) {
    const match = PHOTO_FILE.exec(basename(name));
    if (match && modified.getTime() <= before) keys.add(match[1]!);
  }
  return keys;
}

export async function sweepOrphanPhotos(
  db: Db,
  options: { photos: PhotoStore; mediaDir: string; log?: FastifyBaseLogger; graceMs?: number },
): Promise<{ keys: number; tempFiles: number }> {
  const { photos, mediaDir, log } = options;
  if (isBucket(photos)) {
    const keys = await bucketKeys(photos, options.graceMs ?? BUCKET_GRACE_MS);
    return { keys: await releaseUnused(db, { photos, keys, log }), tempFiles: 0 };
  }
  const files = await listFiles(mediaDir);
  const keys = new Set<string>();
  let tempFiles = 0;
  for (const file of files) {
    const match = PHOTO_FILE.exec(basename(file));
    if (match) keys.add(match[1]!);
    else if (file.endsWith('.tmp')) {
      // A write that never reached its rename (the process died): old ones are garbage.
      const path = join(mediaDir, file);
      const age = Date.now() - (await stat(path)).mtimeMs;
      if (age > STALE_TEMP_MS) {
        await rm(path, { force: true });
        tempFiles++;
      }
    }
  }
  return { keys: await releaseUnused(db, { photos, keys, log }), tempFiles };
}

/** Releases the keys no row uses; returns how many there were. */
async function releaseUnused(
  db: Db,
  { photos, keys, log }: { photos: PhotoStore; keys: Set<string>; log?: FastifyBaseLogger },
) {
  const all = [...keys];
  const unused: string[] = [];
  for (let i = 0; i < all.length; i += 1000) {
    const chunk = all.slice(i, i + 1000);
    const used = await db
      .select({ key: gearPictures.storage_key })
      .from(gearPictures)
      .where(inArray(gearPictures.storage_key, chunk))
      .union(
        db
          .select({ key: recordPictures.storage_key })
          .from(recordPictures)
          .where(inArray(recordPictures.storage_key, chunk)),
      )
      .union(
        db
          .select({ key: stolenReportPictures.storage_key })
          .from(stolenReportPictures)
          .where(inArray(stolenReportPictures.storage_key, chunk)),
      );
    const usedKeys = new Set(used.map((r) => r.key));
    unused.push(...chunk.filter((key) => !usedKeys.has(key)));
  }
  for (let i = 0; i < unused.length; i += 100) {
    await releaseKeys(db, { photos, keys: unused.slice(i, i + 100), log });
  }
  return unused.length;
}
