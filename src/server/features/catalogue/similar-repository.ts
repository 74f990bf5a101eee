// "Similar gear" under a listing: listed gear of its type with the same brand and model, then
// gear of the same EN class whose certified range overlaps its own. Each part is read newest
// first with a small limit, so it walks an index and stops: the public model index (brand and
// model compared lower-cased, migration 0015) for the first, the public fit index (decision 011)
// for the second. Trigram bitmaps re-checked every match of a popular model (1 729 at 100k
// listings, 27-52 ms) before sorting them.
import {
  and,
  desc,
  eq,
  gte,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { gears } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canSeeGear, gearStateColumns, listedGear } from '#server/policies/gear-visibility.ts';

/** How many similar listings a detail page shows. */
export const SIMILAR_LIMIT = 6;

/** Case-insensitive equality, as the public model index stores the column. */
const sameText = (column: SQLWrapper, text: string) =>
  sql`lower(${column}) = lower(${text.trim()})`;

type Source = {
  id: string;
  gear_type: string;
  brand: string;
  model: string;
  en_class: string | null;
  min: number | null;
  max: number | null;
};

// Built once (db/prepared.ts).
const sourceOf = preparedOn((db) =>
  db
    .select({
      id: gears.id,
      gear_type: gears.gear_type_id,
      brand: gears.brand,
      model: gears.model,
      en_class: gears.en_class,
      min: gears.fit_min,
      max: gears.fit_max,
      state: gearStateColumns,
    })
    .from(gears)
    .where(eq(gears.id, sql.placeholder('id')))
    .limit(1)
    .prepare('similar_source'),
);

/** The listing's facts that similarity reads, or null when this viewer may not see it. */
export async function similarSource(db: Db, id: string, viewer: Viewer | null) {
  const [row] = await sourceOf(db).execute({ id });
  if (!row || !canSeeGear(row.state, viewer)) return null;
  const { state: _state, ...source } = row;
  return source satisfies Source;
}

const newestIds = (db: Db, where: SQL) =>
  db
    .select({ id: gears.id })
    .from(gears)
    .where(where)
    .orderBy(desc(gears.created_at), desc(gears.id))
    .limit(SIMILAR_LIMIT);

/** Ids of the similar listed gear, same model first; never the listing itself. */
export async function similarIds(db: Db, source: Source): Promise<string[]> {
  const base = and(
    listedGear(),
    eq(gears.gear_type_id, source.gear_type),
    ne(gears.id, source.id),
  )!;
  const sameModel =
    source.brand.trim() && source.model.trim()
      ? await newestIds(
          db,
          and(base, sameText(gears.brand, source.brand), sameText(gears.model, source.model))!,
        )
      : [];
  const ids = sameModel.map((r) => r.id);
  const { en_class, min, max } = source;
  if (ids.length >= SIMILAR_LIMIT || en_class === null || min === null || max === null) return ids;
  const sameClass = await newestIds(
    db,
    and(
      base,
      eq(gears.en_class, en_class),
      lte(gears.fit_min, max),
      gte(gears.fit_max, min),
      ids.length ? notInArray(gears.id, ids) : undefined,
    )!,
  );
  return [...ids, ...sameClass.map((r) => r.id)].slice(0, SIMILAR_LIMIT);
}
