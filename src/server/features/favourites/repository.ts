// SQL of the watchlist. A saved gear that its viewer may no longer see (archived, hidden, its
// seller suspended: policies/gear-visibility.ts) stays saved but is not shown, so it comes back
// if it is listed again.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { favourites, gears } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { gearVisibleTo } from '#server/policies/gear-visibility.ts';

/** A foreign-key violation (23503): the row referred to was deleted meanwhile. */
function foreignKeyViolation(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE is on the cause.
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/**
 * Saves the gear if the viewer may see it: null when they may not (or it is gone, even when it
 * was deleted while this ran); `created` is false when it was already saved.
 */
export async function addFavourite(db: Db, viewer: Viewer, gearId: string) {
  // One statement: the gear is checked and referred to at once, so a listing hidden or deleted
  // after a check elsewhere is not saved.
  const visibleGear = db
    .select({
      user_id: sql<string>`${viewer.id}::uuid`.as('user_id'),
      gear_id: gears.id,
      created_at: sql<Date>`now()`.as('created_at'),
    })
    .from(gears)
    .where(and(eq(gears.id, gearId), gearVisibleTo(viewer)));
  let inserted: { created_at: Date } | undefined;
  try {
    [inserted] = await db
      .insert(favourites)
      .select(visibleGear)
      .onConflictDoNothing()
      .returning({ created_at: favourites.created_at });
  } catch (error) {
    // Deleted between the select and the foreign-key check of the insert.
    if (foreignKeyViolation(error)) return null;
    throw error;
  }
  if (inserted) return { created: true, created_at: inserted.created_at };
  const [existing] = await db
    .select({ created_at: favourites.created_at })
    .from(favourites)
    .innerJoin(gears, eq(gears.id, favourites.gear_id))
    .where(
      and(eq(favourites.user_id, viewer.id), eq(favourites.gear_id, gearId), gearVisibleTo(viewer)),
    );
  return existing ? { created: false, created_at: existing.created_at } : null;
}

export async function removeFavourite(db: Db, userId: string, gearId: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.user_id, userId), eq(favourites.gear_id, gearId)));
}

/** One page of the viewer's saved gear ids, most recently saved first, and their total. */
export async function favouriteIds(
  db: Db,
  viewer: Viewer,
  page: { page: number; page_size: number },
) {
  const where = and(eq(favourites.user_id, viewer.id), gearVisibleTo(viewer));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: favourites.gear_id })
      .from(favourites)
      .innerJoin(gears, eq(gears.id, favourites.gear_id))
      .where(where)
      .orderBy(desc(favourites.created_at), desc(favourites.gear_id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db
      .select({ value: count() })
      .from(favourites)
      .innerJoin(gears, eq(gears.id, favourites.gear_id))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.value ?? 0 };
}
