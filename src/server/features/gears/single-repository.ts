// SQL of reading one listing or a few by id (a listing's page, its similar listings, a
// watchlist): each row comes with its pictures, its price guide row and its open safety notices
// by severity folded in as subselects (extras-repository.ts), so a listing's read is one statement
// where it was four (bench/README.md, session 18), and the hot ones are prepared.
import { eq, sql } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { gears } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { canSeeGear } from '#server/policies/gear-visibility.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { answersOf, selectWithExtras } from './extras-repository.ts';

// Built once (db/prepared.ts): one listing by id, and a few by their ids.
const oneGear = preparedOn((db) =>
  selectWithExtras(db)
    .where(eq(gears.id, sql.placeholder('id')))
    .limit(1)
    .prepare('gear_one'),
);
const someGears = preparedOn((db) =>
  selectWithExtras(db)
    .where(sql`${gears.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('gears_by_ids'),
);

/** A gear as its viewer may see it (policies/gear-visibility.ts), or null. */
export async function findGear(
  db: Db,
  { store, id, viewer }: { store: PhotoStore; id: string; viewer: Viewer | null },
): Promise<Gear | null> {
  const [row] = await oneGear(db).execute({ id });
  if (!row || !canSeeGear(row.state, viewer)) return null;
  return (await answersOf(db, [row], { store, viewer }))[0] ?? null;
}

/** Gears by id in the order given, each as findGear() would answer it (a watchlist page). */
export async function findGears(
  db: Db,
  { store, ids, viewer }: { store: PhotoStore; ids: string[]; viewer: Viewer | null },
): Promise<Gear[]> {
  if (ids.length === 0) return [];
  const rows = await someGears(db).execute({ ids });
  const visible = rows.filter((row) => canSeeGear(row.state, viewer));
  const byId = new Map((await answersOf(db, visible, { store, viewer })).map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
