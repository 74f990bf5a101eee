// SQL of the catalogue CSV import and export. The import writes each table in one statement:
// the rows go as one array per column and `unnest` turns them back into rows, so a 20 000-size
// file is four statements with a dozen parameters, not thousands of bound values.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes, gearTypes } from '#server/db/schema.ts';

/** One parameter holding a whole array (drizzle would spread a bare array into a list). */
const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

export type BrandRow = { name: string; name_key: string };
export type ModelRow = {
  brand_id: string;
  gear_type_id: string;
  name: string;
  name_key: string;
  year: number | null;
};
export type SizeRow = {
  model_id: string;
  name: string;
  en_class: string | null;
  weight_min: number | null;
  weight_max: number | null;
  flat_area: number | null;
  glider_weight: number | null;
  max_load: number | null;
  pilot_height_min: number | null;
  pilot_height_max: number | null;
  source: string;
  position: number;
};

export async function gearTypeIdsBySlug(db: Db): Promise<Map<string, string>> {
  const types = await db.select({ id: gearTypes.id, slug: gearTypes.slug }).from(gearTypes);
  return new Map(types.map((t) => [t.slug, t.id]));
}

/** Adds the brands not there yet (by key) and answers every brand's id by key. */
export async function upsertBrands(tx: Tx, brands: BrandRow[]): Promise<Map<string, string>> {
  const keys = brands.map((b) => b.name_key);
  await tx.execute(sql`
    insert into catalogue_brands (name, name_key)
    select * from unnest(${array(
      brands.map((b) => b.name),
      'text',
    )}, ${array(keys, 'text')})
    on conflict (name_key) do nothing`);
  const { rows } = await tx.execute<{ id: string; name_key: string }>(sql`
    select id, name_key from catalogue_brands where name_key = any(${array(keys, 'text')})`);
  return new Map(rows.map((r) => [r.name_key, r.id]));
}

/** Adds or updates the models (a year in the file replaces the stored one); their ids. */
export async function upsertModels(tx: Tx, models: ModelRow[]) {
  const column = <K extends keyof ModelRow>(key: K) => models.map((m) => m[key]);
  const { rows } = await tx.execute<{ id: string } & Omit<ModelRow, 'name' | 'year'>>(sql`
    insert into catalogue_models (brand_id, gear_type_id, name, name_key, year)
    select * from unnest(${array(column('brand_id'), 'uuid')}, ${array(column('gear_type_id'), 'uuid')},
      ${array(column('name'), 'text')}, ${array(column('name_key'), 'text')},
      ${array(column('year'), 'integer')})
    on conflict (brand_id, gear_type_id, name_key)
      do update set year = coalesce(excluded.year, catalogue_models.year)
    returning id, brand_id, gear_type_id, name_key`);
  return rows;
}

const SIZE_COLUMNS = [
  ['model_id', 'uuid'],
  ['name', 'text'],
  ['en_class', 'text'],
  ['weight_min', 'real'],
  ['weight_max', 'real'],
  ['flat_area', 'real'],
  ['glider_weight', 'real'],
  ['max_load', 'real'],
  ['pilot_height_min', 'real'],
  ['pilot_height_max', 'real'],
  ['source', 'text'],
  ['position', 'integer'],
] as const satisfies readonly (readonly [keyof SizeRow, string])[];

/** Adds the sizes; a size already there (same model and name) takes the row's facts. */
export async function upsertSizes(tx: Tx, sizes: SizeRow[]) {
  const names = sql.raw(SIZE_COLUMNS.map(([c]) => c).join(', '));
  const arrays = sql.join(
    SIZE_COLUMNS.map(([c, type]) =>
      array(
        sizes.map((s) => s[c]),
        type,
      ),
    ),
    sql`, `,
  );
  const updated = sql.raw(
    SIZE_COLUMNS.slice(2)
      .map(([c]) => `${c} = excluded.${c}`)
      .join(', '),
  );
  await tx.execute(sql`
    insert into catalogue_sizes (${names}) select * from unnest(${arrays})
    on conflict (model_id, name) do update set ${updated}`);
}

/** Every size with its model, brand and gear type, in the export's order. */
export function catalogueRows(db: Db) {
  return db
    .select({
      gear_type: gearTypes.slug,
      brand: catalogueBrands.name,
      model: catalogueModels.name,
      year: catalogueModels.year,
      size: catalogueSizes.name,
      en_class: catalogueSizes.en_class,
      weight_min: catalogueSizes.weight_min,
      weight_max: catalogueSizes.weight_max,
      flat_area: catalogueSizes.flat_area,
      glider_weight: catalogueSizes.glider_weight,
      max_load: catalogueSizes.max_load,
      pilot_height_min: catalogueSizes.pilot_height_min,
      pilot_height_max: catalogueSizes.pilot_height_max,
      source: catalogueSizes.source,
    })
    .from(catalogueSizes)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSizes.model_id))
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, catalogueModels.brand_id))
    .innerJoin(gearTypes, eq(gearTypes.id, catalogueModels.gear_type_id))
    .orderBy(
      asc(gearTypes.position),
      asc(catalogueBrands.name_key),
      asc(catalogueModels.name_key),
      asc(catalogueSizes.position),
    );
}
