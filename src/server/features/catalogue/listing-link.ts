// What the catalogue does to a listing's write: the brand and model are spelled the catalogue's
// way ("OZONE " → Ozone), and a linked size must exist and be of the listing's gear type.
import { nameKey } from '#shared/contracts/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { validationError } from '#server/lib/http-error.ts';
import { findBrandByKey, findModelName, findSizeWithModel } from './listing-link-repository.ts';

type Names = { brand: string; model: string; gear_type: string };

export async function catalogueNames(
  db: Db,
  input: Names,
): Promise<{ brand: string; model: string }> {
  const brand = await findBrandByKey(db, nameKey(input.brand));
  if (!brand) return { brand: input.brand, model: input.model };
  const model = await findModelName(db, {
    brandId: brand.id,
    gearType: input.gear_type,
    key: nameKey(input.model),
  });
  return { brand: brand.name, model: model?.name ?? input.model };
}

/** A 400 on `catalogue_size` unless the size exists and belongs to the gear type. */
export async function checkCatalogueSize(db: Db, sizeId: string, gearType: string) {
  const found = await findSizeWithModel(db, sizeId);
  if (!found) throw validationError({ catalogue_size: ['Unknown catalogue size.'] });
  if (found.model.gear_type !== gearType)
    throw validationError({ catalogue_size: ['This size belongs to another gear type.'] });
}
