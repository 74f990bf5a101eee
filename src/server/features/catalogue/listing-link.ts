// What the catalogue does to a listing's write: the brand and model are spelled the catalogue's
// way ("OZONE " → Ozone), and a linked size must exist and be of the listing's gear type.
import { and, eq } from 'drizzle-orm';
import { nameKey } from '#shared/contracts/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels } from '#server/db/schema.ts';
import { validationError } from '#server/lib/http-error.ts';
import { findSizeWithModel } from './repository.ts';

type Names = { brand: string; model: string; gear_type: string };

export async function catalogueNames(
  db: Db,
  input: Names,
): Promise<{ brand: string; model: string }> {
  const [brand] = await db
    .select({ id: catalogueBrands.id, name: catalogueBrands.name })
    .from(catalogueBrands)
    .where(eq(catalogueBrands.name_key, nameKey(input.brand)))
    .limit(1);
  if (!brand) return { brand: input.brand, model: input.model };
  const [model] = await db
    .select({ name: catalogueModels.name })
    .from(catalogueModels)
    .where(
      and(
        eq(catalogueModels.brand_id, brand.id),
        eq(catalogueModels.gear_type_id, input.gear_type),
        eq(catalogueModels.name_key, nameKey(input.model)),
      ),
    )
    .limit(1);
  return { brand: brand.name, model: model?.name ?? input.model };
}

/** A 400 on `catalogue_size` unless the size exists and belongs to the gear type. */
export async function checkCatalogueSize(db: Db, sizeId: string, gearType: string) {
  const found = await findSizeWithModel(db, sizeId);
  if (!found) throw validationError({ catalogue_size: ['Unknown catalogue size.'] });
  if (found.model.gear_type !== gearType)
    throw validationError({ catalogue_size: ['This size belongs to another gear type.'] });
}
