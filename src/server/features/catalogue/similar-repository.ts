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

type Source = {
  id: string;
  gear_type: string;
  brand: string;
  model: string;
  en_class: string | null;
  min: number | null;
  max: number | null;
  /** Its same-model listings, newest first (at most SIMILAR_LIMIT). */
  same_model: string[];
};

const newestIds = (db: Db, where: SQL) =>
  db
    .select({ id: gears.id })
    .from(gears)
    .where(where)
    .orderBy(desc(gears.created_at), desc(gears.id))
    .limit(SIMILAR_LIMIT);

/** Listed gear of the source's type but not the source itself (`source` a row or an alias). */
const ofType = (source: { id: SQLWrapper; gear_type_id: SQLWrapper }) =>
  and(listedGear(), eq(gears.gear_type_id, source.gear_type_id), ne(gears.id, source.id))!;

// The listing's facts with the ids of its same-model listings, in one statement built once
// (db/prepared.ts): a statement of its own for the ids was one more per detail page. The source
// is a CTE (`src`), so the ids' subquery reads `gears` with the listed rule as written. Its
// ids are read only when its brand and model are not blank; both are stored trimmed
// (contracts/gears.ts), so they compare as the JavaScript's trim() of them did.
const sourceOf = preparedOn((db) => {
  const { owner, status, is_hidden, seller_suspended, held } = gearStateColumns;
  const src = db.$with('src').as(
    db
      .select({
        id: gears.id,
        gear_type: gears.gear_type_id,
        brand: gears.brand,
        model: gears.model,
        en_class: gears.en_class,
        min: gears.fit_min,
        max: gears.fit_max,
        owner,
        status,
        is_hidden,
        seller_suspended: sql<boolean>`${seller_suspended}`.as('seller_suspended'),
        held: sql<boolean>`${held}`.as('held'),
      })
      .from(gears)
      .where(eq(gears.id, sql.placeholder('id')))
      .limit(1),
  );
  const sameModel = newestIds(
    db,
    and(
      ofType({ id: src.id, gear_type_id: src.gear_type }),
      sql`lower(${gears.brand}) = lower(${src.brand})`,
      sql`lower(${gears.model}) = lower(${src.model})`,
    )!,
  );
  return db
    .with(src)
    .select({
      id: src.id,
      gear_type: src.gear_type,
      brand: src.brand,
      model: src.model,
      en_class: src.en_class,
      min: src.min,
      max: src.max,
      state: {
        owner: src.owner,
        status: src.status,
        is_hidden: src.is_hidden,
        seller_suspended: src.seller_suspended,
        held: src.held,
      },
      same_model: sql<string[]>`case when btrim(${src.brand}) <> '' and btrim(${src.model}) <> ''
        then array(${sameModel}) else '{}'::uuid[] end`,
    })
    .from(src)
    .prepare('similar_source');
});

/** The listing's facts that similarity reads, or null when this viewer may not see it. */
export async function similarSource(db: Db, id: string, viewer: Viewer | null) {
  const [row] = await sourceOf(db).execute({ id });
  if (!row || !canSeeGear(row.state, viewer)) return null;
  const { state: _state, ...source } = row;
  return source satisfies Source;
}

/** Ids of the similar listed gear, same model first (read with the source); never the listing itself. */
export async function similarIds(db: Db, source: Source): Promise<string[]> {
  const ids = source.same_model;
  const { en_class, min, max } = source;
  if (ids.length >= SIMILAR_LIMIT || en_class === null || min === null || max === null) return ids;
  const sameClass = await newestIds(
    db,
    and(
      ofType({ id: sql`${source.id}`, gear_type_id: sql`${source.gear_type}` }),
      eq(gears.en_class, en_class),
      lte(gears.fit_min, max),
      gte(gears.fit_max, min),
      ids.length ? notInArray(gears.id, ids) : undefined,
    )!,
  );
  return [...ids, ...sameClass.map((r) => r.id)].slice(0, SIMILAR_LIMIT);
}
