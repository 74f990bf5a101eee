// A catalogue model of the server tests' own: a brand of a unique name, one wing model and its
// sizes (S, M, … in order, each 15 kg heavier than the one before), inserted directly.
import { randomUUID } from 'node:crypto';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueBrands, catalogueModels, catalogueSizes } from '#server/db/schema.ts';

export async function makeCatalogueModel(db: Db, { model = 'M', sizes = ['M'] } = {}) {
  const name = `Brand${randomUUID().slice(0, 8)}`;
  const [brand] = await db
    .insert(catalogueBrands)
    .values({ name, name_key: name.toLowerCase() })
    .returning();
  const [row] = await db
    .insert(catalogueModels)
    .values({
      brand_id: brand!.id,
      gear_type_id: GEAR_TYPE_IDS.wing,
      name: model,
      name_key: model.toLowerCase(),
    })
    .returning();
  const made = await db
    .insert(catalogueSizes)
    .values(
      sizes.map((size, position) => ({
        model_id: row!.id,
        name: size,
        en_class: 'B',
        weight_min: 70 + 15 * position,
        weight_max: 90 + 15 * position,
        source: 'test',
        position,
      })),
    )
    .returning();
  return { brand: brand!, model: row!, sizes: made };
}
