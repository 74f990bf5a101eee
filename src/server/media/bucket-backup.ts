// The bucket's side of `npm run backup` and `npm run restore` (decisions 004 and 014). The objects
// of the snapshot's keys are downloaded into the backup's media/ folder under their own names,
// which are the disk store's paths: a backup has one layout whichever store made it, and either
// store can be restored from it. The backup's lock keeps releases from deleting an object of the
// snapshot before it is downloaded, exactly as it keeps disk files (release-keys.ts).
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isOptionalFile, listFiles, photoFiles } from '#server/hardening/backup/media-files.ts';
import type { S3PhotoStore } from './photo-store-s3.ts';

// Requests in flight at once: enough to hide the round trips, few enough for a small bucket server.
const PARALLEL = 8;

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += PARALLEL)
    await Promise.all(items.slice(i, i + PARALLEL).map(run));
}

/** Downloads every object of the keys; a missing one (but a middle variant) is an error. */
export async function downloadPhotos(bucket: S3PhotoStore, keys: string[], toDir: string) {
  const unique = [...new Set(keys)];
  const missing: string[] = [];
  let files = 0;
  await inBatches(
    unique.flatMap((key) => photoFiles(key)),
    async (name) => {
      const body = await bucket.get(name);
      if (!body) {
        if (!isOptionalFile(name)) missing.push(name);
        return;
      }
      await mkdir(dirname(join(toDir, name)), { recursive: true });
      await pipeline(body, createWriteStream(join(toDir, name)));
      files++;
    },
  );
  if (missing.length > 0)
    throw new Error(`${missing.length} photo objects of the database are missing: ${missing[0]}…`);
  return { keys: unique.length, files };
}

/**
 * Puts every file of a backup's media folder into the bucket. Names are content hashes, so an
 * object already there holds the same bytes and writing it again changes nothing.
 */
export async function uploadPhotos(bucket: S3PhotoStore, fromDir: string) {
  const files = await listFiles(fromDir);
  await inBatches(files, async (name) => bucket.write(name, await readFile(join(fromDir, name))));
  return files.length;
}
