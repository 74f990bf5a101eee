// Photos are content-addressed, so two rows (a gear picture and a certificate picture, or two
// uploads of the same file) can share one storage key. A key's files may only go once no row
// refers to it any more.
import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gearPictures, recordPictures, stolenReportPictures } from '#server/db/schema.ts';
import { lockPhotoKeys } from './key-lock.ts';
import type { PhotoStore } from './photo-store.ts';

/**
 * Held (exclusively) by a running backup: releases then leave files in place, so every file of
 * the backup's snapshot is still there when it is copied. The orphans are swept afterwards
 * (src/server/hardening/orphan-photos.ts).
 */
export const BACKUP_LOCK = 7_300_417_001;

/**
 * Removes the files of the keys no gear or certificate picture still uses. Call it after the
 * deleting transaction committed; a failed removal only leaves an orphan file, so it is logged
 * rather than turned into an error for a request whose rows are already gone. The check and the
 * removal hold the keys' locks, which uploads take while they write files and insert their row.
 */
export async function releaseKeys(
  db: Db,
  { photos, keys, log }: { photos: PhotoStore; keys: string[]; log?: FastifyBaseLogger },
) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  await db.transaction(async (tx) => {
    const free = await tx.execute(
      sql`select pg_try_advisory_xact_lock_shared(${BACKUP_LOCK}::bigint) as free`,
    );
    if (!(free.rows[0] as { free: boolean }).free) return;
    await lockPhotoKeys(tx, unique);
    const stillUsed = await tx
      .select({ key: gearPictures.storage_key })
      .from(gearPictures)
      .where(inArray(gearPictures.storage_key, unique))
      .union(
        tx
          .select({ key: recordPictures.storage_key })
          .from(recordPictures)
          .where(inArray(recordPictures.storage_key, unique)),
      )
      .union(
        tx
          .select({ key: stolenReportPictures.storage_key })
          .from(stolenReportPictures)
          .where(inArray(stolenReportPictures.storage_key, unique)),
      );
    const used = new Set(stillUsed.map((row) => row.key));
    await Promise.all(
      unique
        .filter((key) => !used.has(key))
        .map((key) =>
          photos
            .remove(key)
            .catch((err: unknown) => log?.error({ err, key }, 'could not remove photo files')),
        ),
    );
  });
}
