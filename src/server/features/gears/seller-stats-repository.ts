// The seller's own numbers per listing (docs/api.md, beyond): how often its page was read by
// someone else, and how many watchlists hold it. Shown on the owner's list only.
import { count, inArray } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import { favourites, gears } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { addView, pendingViews } from './views-repository.ts';

/** One more view of a listing, unless its owner is the reader (written in batches). */
export function countView(db: Db, gear: Pick<Gear, 'id' | 'user'>, viewer: Viewer | null) {
  if (viewer?.id !== gear.user) addView(db, gear.id);
}

/** The owner's list, each listing with its `views` and `saves`. */
export async function withSellerStats(db: Db, items: Gear[]): Promise<Gear[]> {
  if (items.length === 0) return items;
  const ids = items.map((gear) => gear.id);
  const [views, saves] = await Promise.all([
    db.select({ id: gears.id, n: gears.views }).from(gears).where(inArray(gears.id, ids)),
    db
      .select({ id: favourites.gear_id, n: count() })
      .from(favourites)
      .where(inArray(favourites.gear_id, ids))
      .groupBy(favourites.gear_id),
  ]);
  const viewsOf = new Map(views.map((row) => [row.id, row.n]));
  const savesOf = new Map(saves.map((row) => [row.id, row.n]));
  return items.map((gear) => ({
    ...gear,
    views: (viewsOf.get(gear.id) ?? 0) + pendingViews(db, gear.id),
    saves: savesOf.get(gear.id) ?? 0,
  }));
}
