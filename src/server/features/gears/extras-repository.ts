// A listing's row with what its card shows beside it folded in as subselects: its pictures, its
// price guide row and its open safety notices by severity. Every read of listings takes them in
// its rows' statement, a single listing (single-repository.ts) as a page of a list
// (list-repository.ts): one statement where there were four (bench/README.md, sessions 18, 19).
// The passport status is computed from the item's basis the row carries (cardStatuses).
import { eq, sql } from 'drizzle-orm';
import type { Gear } from '#shared/contracts/gears.ts';
import type { NoticeCounts } from '#shared/contracts/safety-notices.ts';
import type { Db } from '#server/db/client.ts';
import { gearPictures, gearPriceGuides, gears, items, users } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { pictureOf } from '#server/media/variant-size.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { guideLine, type GuideRow } from '#server/features/prices/guide-repository.ts';
import { cardStatuses } from '#server/features/items/airworthiness-repository.ts';
import { utcToday } from '#server/features/items/service.ts';
import { openCountsColumn } from '#server/features/safety-notices/gear-notices-repository.ts';
import { ratesJson } from '#server/features/rates/repository.ts';
import { selection, toGear, type GearRow } from './repository.ts';

type PictureRow = { id: string; key: string; width: number; height: number; has_medium: boolean };

// Cover first, as picturesOf() (pictures-repository.ts) orders them; json_agg of no row is
// null, hence the coalesce.
const pictureRows = sql<PictureRow[]>`coalesce((select json_agg(json_build_object('id', p.id,
  'key', p.storage_key, 'width', p.width, 'height', p.height, 'has_medium', p.has_medium)
  order by p.position, p.created_at) from ${gearPictures} p where p.gear_id = ${gears.id}), '[]')`;
// A numeric in JSON is a JSON number: the same value as Number() of the column's text.
const guideRow = sql<GuideRow | null>`(select json_build_object('median', g.median,
  'count', g.count) from ${gearPriceGuides} g where g.gear_id = ${gears.id})`;

const withExtras = {
  ...selection,
  pictureRows,
  guideRow,
  noticeCounts: openCountsColumn(gears.id, gears.item_id),
};

/** The listings' rows with their seller, item status basis and extras; a read adds its where. */
export const selectWithExtras = (db: Db) =>
  db
    .select(withExtras)
    .from(gears)
    .innerJoin(users, eq(users.id, gears.user_id))
    .leftJoin(items, eq(items.id, gears.item_id));
/**
 * The same with the reference rates on every row (computed once per statement: an uncorrelated
 * subselect), for a page whose total needs no statement of its own (search/repository.ts).
 */
export const selectWithExtrasAndRates = (db: Db) =>
  db
    .select({ ...withExtras, rates: ratesJson })
    .from(gears)
    .innerJoin(users, eq(users.id, gears.user_id))
    .leftJoin(items, eq(items.id, gears.item_id));
export type RowWithExtras = Awaited<ReturnType<typeof selectWithExtras>>[number];

export const NO_NOTICES: NoticeCounts = { grounding: 0, action: 0, info: 0 };

export type Shown = { store: PhotoStore; viewer: Viewer | null; weight?: number };

/**
 * The rows as the API answers them, in their order: each with its pictures, its price guide
 * line (null without one) and its open notice counts, and `airworthiness` when it has an item.
 */
export async function answersOf(
  db: Db,
  rows: RowWithExtras[],
  { store, viewer, weight }: Shown,
): Promise<Gear[]> {
  // Only an item whose stored basis is not computed yet costs a statement here.
  const airworthiness = await cardStatuses(db, rows, utcToday());
  return rows.map(({ pictureRows, guideRow, noticeCounts, ...row }) => {
    const pictures = pictureRows.map((p) => pictureOf(store, p));
    const gear = toGear(row satisfies GearRow, { pictures, viewer, weight });
    const guide = guideRow ? { median: Number(guideRow.median), count: guideRow.count } : undefined;
    const extras = {
      price_guide: guideLine(guide, gear.price),
      // Open safety notices by severity on every card (features/safety-notices).
      notices: noticeCounts ? { ...NO_NOTICES, ...noticeCounts } : NO_NOTICES,
    };
    const status = airworthiness.get(row.id);
    return status ? { ...gear, airworthiness: status, ...extras } : { ...gear, ...extras };
  });
}
