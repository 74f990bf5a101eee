// Photo files no row refers to: left by a crash between a delete's commit and its file removal,
// by a crash in the middle of an upload, or by deletes during a backup (which keep files in
// place). The sweep runs at start and after a backup; every removal goes through releaseKeys,
// which checks again under the key's lock, so a file an upload is about to use is never taken.
import { rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { certificatePictures, gearPictures } from '#server/db/schema.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { listFiles } from './backup/media-files.ts';

const PHOTO_FILE = /^([0-9A-Za-z_-]+)-(?:large|thumb)\.webp$/;
const STALE_TEMP_MS = 60 * 60 * 1000;

export async function sweepOrphanPhotos(
  db: Db,
  { photos, mediaDir, log }: { photos: PhotoStore; mediaDir: string; log?: FastifyBaseLogger },
): Promise<{ keys: number; tempFiles: number }> {
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
          .select({ key: certificatePictures.storage_key })
          .from(certificatePictures)
          .where(inArray(certificatePictures.storage_key, chunk)),
      );
    const usedKeys = new Set(used.map((r) => r.key));
    unused.push(...chunk.filter((key) => !usedKeys.has(key)));
  }
  for (let i = 0; i < unused.length; i += 100) {
    await releaseKeys(db, { photos, keys: unused.slice(i, i + 100), log });
  }
  return { keys: unused.length, tempFiles };
}
