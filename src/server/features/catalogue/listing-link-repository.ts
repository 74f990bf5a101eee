// SQL of what a listing's write is compared with in the catalogue (listing-link.ts): a linked
// size with its model and brand, and the catalogue's spelling of a brand or model by name key.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels } from '#server/db/schema.ts';
import { findSize, selectCatalogueModels } from './repository.ts';

/** A size with its model and brand: what a listing linked to it is compared with. */
export async function findSizeWithModel(db: Db | Tx, id: string) {
  const size = await findSize(db, id);
  if (!size) return null;
  const [model] = await selectCatalogueModels(db)
    .where(eq(catalogueModels.id, size.model))
    .limit(1);
  return model ? { size, model } : null;
}

/** The catalogue's brand of a name key, or undefined. */
export async function findBrandByKey(db: Db, key: string) {
  const [brand] = await db
    .select({ id: catalogueBrands.id, name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(eq(catalogueBrands.name_key, key))
    .limit(1);
  return brand;
}

/** The catalogue's spelling of a brand's model of a gear type, by name key, or undefined. */
export async function findModelName(
  db: Db,
  { brandId, gearType, key }: { brandId: string; gearType: string; key: string },
) {
  const [model] = await db
    .select({ name: catalogueModels.name })
    .from(catalogueModels)
    .where(
      and(
        eq(catalogueModels.brand_id, brandId),
        eq(catalogueModels.gear_type_id, gearType),
        eq(catalogueModels.name_key, key),
      ),
    )
    .limit(1);
  return model;
}
