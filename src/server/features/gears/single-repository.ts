// SQL of reading one listing or a few by id (a listing's page, its similar listings, a
// watchlist): each row comes with its pictures, its price guide row and its open safety notices
// by severity folded in as subselects, so a listing's read is one statement where it was four
// (bench/README.md, session 18). A page of a list reads those beside its rows instead
// (repository.ts, withPictures): one statement each for the whole page.
import { eq, sql } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { NoticeCounts } from '#shared/contracts/safety-notices.ts';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { gearPictures, gearPriceGuides, gears, items, users } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { pictureOf } from '#server/media/variant-size.ts';
import { canSeeGear } from '#server/policies/gear-visibility.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import type { GuideRow } from '#server/features/prices/guide-repository.ts';
import { cardStatuses } from '#server/features/items/airworthiness-repository.ts';
import { utcToday } from '#server/features/items/service.ts';
import { openCountsColumn } from '#server/features/safety-notices/gear-notices-repository.ts';
import { NO_NOTICES, selection, toGear, withExtras, type GearRow } from './repository.ts';

type PictureRow = { id: string; key: string; width: number; height: number; has_medium: boolean };

// In picturesOf()'s order; json_agg of no row is null, hence the coalesce.
const pictureRows = sql<PictureRow[]>`coalesce((select json_agg(json_build_object('id', p.id,
  'key', p.storage_key, 'width', p.width, 'height', p.height, 'has_medium', p.has_medium)
  order by p.position, p.created_at) from ${gearPictures} p where p.gear_id = ${gears.id}), '[]')`;
// A numeric in JSON is a JSON number: the same value guideRowsOf() parses from its text.
const guideRow = sql<GuideRow | null>`(select json_build_object('median', g.median,
  'count', g.count) from ${gearPriceGuides} g where g.gear_id = ${gears.id})`;

const selectWithExtras = (db: Db) =>
  db
    .select({
      ...selection,
      pictureRows,
      guideRow,
      noticeCounts: openCountsColumn(gears.id, gears.item_id),
    })
    .from(gears)
    .innerJoin(users, eq(users.id, gears.user_id))
    .leftJoin(items, eq(items.id, gears.item_id));
type RowWithExtras = Awaited<ReturnType<typeof selectWithExtras>>[number];

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

/** The rows as the API answers them (repository.ts: toGear, withExtras). */
async function shown(
  db: Db,
  { store, rows, viewer }: { store: PhotoStore; rows: RowWithExtras[]; viewer: Viewer | null },
): Promise<Gear[]> {
  const airworthiness = await cardStatuses(db, rows, utcToday());
  const guides = new Map<string, GuideRow>();
  const notices = new Map<string, NoticeCounts>();
  const answers = rows.map(({ pictureRows, guideRow, noticeCounts, ...row }: RowWithExtras) => {
    if (guideRow) guides.set(row.id, { median: Number(guideRow.median), count: guideRow.count });
    if (noticeCounts) notices.set(row.id, { ...NO_NOTICES, ...noticeCounts });
    const pictures = pictureRows.map((p) => pictureOf(store, p));
    return toGear(row satisfies GearRow, { pictures, viewer });
  });
  return withExtras(answers, { airworthiness, guides, notices });
}

/** A gear as its viewer may see it (policies/gear-visibility.ts), or null. */
export async function findGear(
  db: Db,
  { store, id, viewer }: { store: PhotoStore; id: string; viewer: Viewer | null },
): Promise<Gear | null> {
  const [row] = await oneGear(db).execute({ id });
  if (!row || !canSeeGear(row.state, viewer)) return null;
  return (await shown(db, { store, rows: [row], viewer }))[0] ?? null;
}

/** Gears by id in the order given, each as findGear() would answer it (a watchlist page). */
export async function findGears(
  db: Db,
  { store, ids, viewer }: { store: PhotoStore; ids: string[]; viewer: Viewer | null },
): Promise<Gear[]> {
  if (ids.length === 0) return [];
  const rows = await someGears(db).execute({ ids });
  const visible = rows.filter((row) => canSeeGear(row.state, viewer));
  const byId = new Map((await shown(db, { store, rows: visible, viewer })).map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
