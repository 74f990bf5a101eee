// SQL of the pictures of listings apart from their rows, by listing (a listing's own list of
// pictures, an account's export). The reads of listings take them in their rows' statement
// (extras-repository.ts).
import { asc, inArray } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import { gearPictures } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { pictureOf } from '#server/media/variant-size.ts';

/** Each listing's pictures, cover first (by position, then by when they were added). */
export async function picturesOf(db: Db, store: PhotoStore, gearIds: string[]) {
  if (gearIds.length === 0) return new Map<string, Gear['pictures']>();
  const rows = await db
    .select({
      id: gearPictures.id,
      gear_id: gearPictures.gear_id,
      key: gearPictures.storage_key,
      width: gearPictures.width,
      height: gearPictures.height,
      has_medium: gearPictures.has_medium,
    })
    .from(gearPictures)
    .where(inArray(gearPictures.gear_id, gearIds))
    .orderBy(asc(gearPictures.position), asc(gearPictures.created_at));
  const byGear = new Map<string, Gear['pictures']>();
  for (const r of rows) {
    const list = byGear.get(r.gear_id) ?? [];
    list.push(pictureOf(store, r));
    byGear.set(r.gear_id, list);
  }
  return byGear;
}
