// A notice's scope against the catalogue: its brand, models and sizes by id (the form) or by name
// (the CSV import), with the name keys matching compares listings by. A model not of the brand,
// or a size not of the scope's models, is a scope that matches nothing: null here.
import { and, eq, inArray } from 'drizzle-orm';
import { nameKey } from '#shared/constants.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes } from '#server/db/schema.ts';

export type ResolvedScope = {
  brand: { id: string; name: string; name_key: string };
  models: { id: string; name: string; name_key: string }[];
  sizes: { id: string; name: string; model: string }[];
};

const brandColumns = {
  id: catalogueBrands.id,
  name: catalogueBrands.name,
  name_key: catalogueBrands.name_key,
};
const modelColumns = {
  id: catalogueModels.id,
  name: catalogueModels.name,
  name_key: catalogueModels.name_key,
};
const sizeColumns = {
  id: catalogueSizes.id,
  name: catalogueSizes.name,
  model: catalogueSizes.model_id,
};

/** The scope of these ids, or null when one of them is not in it (or not in the catalogue). */
export async function resolveScopeIds(
  db: Db | Tx,
  scope: { brand: string; models: string[]; sizes: string[] },
): Promise<ResolvedScope | null> {
  const [brand] = await db
    .select(brandColumns)
    .from(catalogueBrands)
    .where(eq(catalogueBrands.id, scope.brand));
  if (!brand) return null;
  const models = scope.models.length
    ? await db
        .select(modelColumns)
        .from(catalogueModels)
        .where(
          and(eq(catalogueModels.brand_id, brand.id), inArray(catalogueModels.id, scope.models)),
        )
    : [];
  if (models.length !== new Set(scope.models).size) return null;
  const sizes = scope.sizes.length
    ? await db
        .select(sizeColumns)
        .from(catalogueSizes)
        .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSizes.model_id))
        .where(and(eq(catalogueModels.brand_id, brand.id), inArray(catalogueSizes.id, scope.sizes)))
    : [];
  if (sizes.length !== new Set(scope.sizes).size) return null;
  const modelIds = new Set(models.map((m) => m.id));
  if (models.length && sizes.some((s) => !modelIds.has(s.model))) return null;
  return { brand, models, sizes };
}

/** The same by names (the CSV import): the ids of the names, or null as above. */
export async function resolveScopeNames(
  db: Db | Tx,
  scope: { brand: string; models: string[]; sizes: string[] },
): Promise<ResolvedScope | null> {
  const [brand] = await db
    .select(brandColumns)
    .from(catalogueBrands)
    .where(eq(catalogueBrands.name_key, nameKey(scope.brand)));
  if (!brand) return null;
  const keys = [...new Set(scope.models.map(nameKey))];
  const models = keys.length
    ? await db
        .select(modelColumns)
        .from(catalogueModels)
        .where(and(eq(catalogueModels.brand_id, brand.id), inArray(catalogueModels.name_key, keys)))
    : [];
  // One name may be a model of two gear types (a wing and a harness): both are in scope.
  if (new Set(models.map((m) => m.name_key)).size !== keys.length) return null;
  const names = [...new Set(scope.sizes.map((s) => s.trim().toLowerCase()))];
  if (names.length === 0) return { brand, models, sizes: [] };
  const candidates = await db
    .select(sizeColumns)
    .from(catalogueSizes)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSizes.model_id))
    .where(
      and(
        eq(catalogueModels.brand_id, brand.id),
        models.length
          ? inArray(
              catalogueModels.id,
              models.map((m) => m.id),
            )
          : undefined,
      ),
    );
  const sizes = candidates.filter((s) => names.includes(s.name.trim().toLowerCase()));
  if (new Set(sizes.map((s) => s.name.trim().toLowerCase())).size !== names.length) return null;
  return { brand, models, sizes };
}

/** The scope's names for reading notices: brand, model and size names by id, for a page. */
export async function catalogueNamesOf(
  db: Db,
  ids: { brands: string[]; models: string[]; sizes: string[] },
) {
  const [brands, models, sizes] = await Promise.all([
    ids.brands.length
      ? db.select(brandColumns).from(catalogueBrands).where(inArray(catalogueBrands.id, ids.brands))
      : [],
    ids.models.length
      ? db.select(modelColumns).from(catalogueModels).where(inArray(catalogueModels.id, ids.models))
      : [],
    ids.sizes.length
      ? db.select(sizeColumns).from(catalogueSizes).where(inArray(catalogueSizes.id, ids.sizes))
      : [],
  ]);
  return {
    brands: new Map(brands.map((b) => [b.id, b.name])),
    models: new Map(models.map((m) => [m.id, m.name])),
    sizes: new Map(sizes.map((s) => [s.id, s])),
  };
}
