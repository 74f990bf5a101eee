// SQL of reading the model catalogue: brand and model suggestions (prefix of the name key, so
// case and accents do not matter) and a model with its sizes. What a listing's write is compared
// with is read in listing-link-repository.ts.
import { and, asc, eq, exists, inArray, like, type SQL } from 'drizzle-orm';
import {
  nameKey,
  type CatalogueModel,
  type CatalogueModelDetail,
  type CatalogueSize,
} from '#shared/contracts/catalogue.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes } from '#server/db/schema.ts';

const SUGGESTIONS = 50;
const prefix = (q: string) => `${nameKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const present = (where: (SQL | undefined)[]) => where.filter((c): c is SQL => c !== undefined);

export async function listBrands(db: Db, query: { q?: string; gear_type?: string }) {
  const where = present([
    query.q ? like(catalogueBrands.name_key, prefix(query.q)) : undefined,
    query.gear_type
      ? exists(
          db
            .select({ id: catalogueModels.id })
            .from(catalogueModels)
            .where(
              and(
                eq(catalogueModels.brand_id, catalogueBrands.id),
                eq(catalogueModels.gear_type_id, query.gear_type),
              ),
            ),
        )
      : undefined,
  ]);
  return db
    .select({ id: catalogueBrands.id, name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(and(...where))
    .orderBy(asc(catalogueBrands.name_key))
    .limit(SUGGESTIONS);
}

const modelColumns = {
  id: catalogueModels.id,
  brand: catalogueModels.brand_id,
  brand_name: catalogueBrands.name,
  name: catalogueModels.name,
  gear_type: catalogueModels.gear_type_id,
  year: catalogueModels.year,
};
/** Models with their brand's name: suggestions, one model, a linked size's model. */
export const selectCatalogueModels = (db: Db | Tx) =>
  db
    .select(modelColumns)
    .from(catalogueModels)
    .innerJoin(catalogueBrands, eq(catalogueBrands.id, catalogueModels.brand_id));

export async function listModels(
  db: Db,
  query: { q?: string; gear_type?: string; brand?: string },
): Promise<CatalogueModel[]> {
  const where = present([
    query.q ? like(catalogueModels.name_key, prefix(query.q)) : undefined,
    query.gear_type ? eq(catalogueModels.gear_type_id, query.gear_type) : undefined,
    query.brand ? eq(catalogueModels.brand_id, query.brand) : undefined,
  ]);
  return selectCatalogueModels(db)
    .where(and(...where))
    .orderBy(asc(catalogueBrands.name_key), asc(catalogueModels.name_key))
    .limit(SUGGESTIONS);
}

const sizeColumns = {
  id: catalogueSizes.id,
  model: catalogueSizes.model_id,
  name: catalogueSizes.name,
  en_class: catalogueSizes.en_class,
  weight_min: catalogueSizes.weight_min,
  weight_max: catalogueSizes.weight_max,
  flat_area: catalogueSizes.flat_area,
  glider_weight: catalogueSizes.glider_weight,
  max_load: catalogueSizes.max_load,
  pilot_height_min: catalogueSizes.pilot_height_min,
  pilot_height_max: catalogueSizes.pilot_height_max,
  source: catalogueSizes.source,
};
const asSize = (row: typeof catalogueSizes.$inferSelect | Record<string, unknown>) =>
  row as CatalogueSize;

export async function sizesOf(db: Db | Tx, modelIds: string[]): Promise<CatalogueSize[]> {
  if (modelIds.length === 0) return [];
  const rows = await db
    .select(sizeColumns)
    .from(catalogueSizes)
    .where(inArray(catalogueSizes.model_id, modelIds))
    .orderBy(asc(catalogueSizes.position), asc(catalogueSizes.created_at));
  return rows.map(asSize);
}

export async function findModel(db: Db | Tx, id: string): Promise<CatalogueModelDetail | null> {
  const [model] = await selectCatalogueModels(db).where(eq(catalogueModels.id, id)).limit(1);
  if (!model) return null;
  return { ...model, sizes: await sizesOf(db, [id]) };
}

export async function findSize(db: Db | Tx, id: string): Promise<CatalogueSize | null> {
  const [row] = await db.select(sizeColumns).from(catalogueSizes).where(eq(catalogueSizes.id, id));
  return row ? asSize(row) : null;
}

export async function findBrand(db: Db | Tx, id: string) {
  const [brand] = await db
    .select({ id: catalogueBrands.id, name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(eq(catalogueBrands.id, id))
    .limit(1);
  return brand ?? null;
}
