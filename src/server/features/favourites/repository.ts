// SQL of the watchlist. A saved gear that its seller archived or staff hid stays saved but is
// not shown (the rule of findGear), so it comes back if it is listed again.
import { and, count, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites, gears } from '../../db/schema.ts';
import type { Viewer } from '../../plugins/auth.ts';

/** Saves the gear; `created` is false when it was already saved (nothing changes then). */
export async function addFavourite(db: Db, userId: string, gearId: string) {
  const [inserted] = await db
    .insert(favourites)
    .values({ user_id: userId, gear_id: gearId })
    .onConflictDoNothing()
    .returning({ created_at: favourites.created_at });
  if (inserted) return { created: true, created_at: inserted.created_at };
  const [existing] = await db
    .select({ created_at: favourites.created_at })
    .from(favourites)
    .where(and(eq(favourites.user_id, userId), eq(favourites.gear_id, gearId)));
  return { created: false, created_at: existing?.created_at ?? new Date() };
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
  const visible: SQL | undefined = viewer.is_staff
    ? undefined
    : or(
        eq(gears.user_id, viewer.id),
        and(ne(gears.status, 'archived'), eq(gears.is_hidden, false)),
      );
  const where = and(eq(favourites.user_id, viewer.id), visible);
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
