// Staff writes to the catalogue. Names are unique by their key (case, accents and spaces do not
// make a second Ozone); a clash, an unknown brand, model or gear type is a 400 naming the field.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  brandWriteSchema,
  modelWriteSchema,
  nameKey,
  type SizeWrite,
} from '#shared/contracts/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { catalogueBrands, catalogueModels, catalogueSizes } from '#server/db/schema.ts';
import { notFound, validationError } from '#server/lib/http-error.ts';
import { findGearType } from '#server/features/gear-types/repository.ts';
import { findModel, findSize } from './repository.ts';

type BrandWrite = z.infer<typeof brandWriteSchema>;
type ModelWrite = z.infer<typeof modelWriteSchema>;

/** Runs a write; a unique violation becomes the 400 of `field`, a missing reference the 400 of its field. */
async function guarded<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw validationError({ [field]: [message] });
    throw error;
  }
}

export async function saveBrand(db: Db, input: BrandWrite, id?: string) {
  const values = { name: input.name.replace(/\s+/g, ' '), name_key: nameKey(input.name) };
  const [row] = await guarded(
    () =>
      id
        ? db.update(catalogueBrands).set(values).where(eq(catalogueBrands.id, id)).returning()
        : db.insert(catalogueBrands).values(values).returning(),
    'name',
    'The catalogue has this brand already.',
  );
  if (!row) throw notFound('No brand with this id.');
  return { id: row.id, name: row.name };
}

async function checkModelRefs(db: Db, input: ModelWrite) {
  const [brand] = await db
    .select({ id: catalogueBrands.id })
    .from(catalogueBrands)
    .where(eq(catalogueBrands.id, input.brand));
  if (!brand) throw validationError({ brand: ['Unknown brand.'] });
  if (!(await findGearType(db, input.gear_type)))
    throw validationError({ gear_type: ['Unknown gear type.'] });
}

export async function saveModel(db: Db, input: ModelWrite, id?: string) {
  await checkModelRefs(db, input);
  const values = {
    brand_id: input.brand,
    gear_type_id: input.gear_type,
    name: input.name.replace(/\s+/g, ' '),
    name_key: nameKey(input.name),
    year: input.year,
  };
  const [row] = await guarded(
    () =>
      id
        ? db.update(catalogueModels).set(values).where(eq(catalogueModels.id, id)).returning()
        : db.insert(catalogueModels).values(values).returning(),
    'name',
    'This brand has a model of this name for this gear type already.',
  );
  if (!row) throw notFound('No model with this id.');
  return (await findModel(db, row.id))!;
}

export async function saveSize(db: Db, input: SizeWrite, id?: string) {
  if (!(await findModel(db, input.model))) throw validationError({ model: ['Unknown model.'] });
  const { model, ...facts } = input;
  const values = { ...facts, model_id: model };
  const [row] = await guarded(
    () =>
      id
        ? db.update(catalogueSizes).set(values).where(eq(catalogueSizes.id, id)).returning()
        : db.insert(catalogueSizes).values(values).returning(),
    'name',
    'This model has a size of this name already.',
  );
  if (!row) throw notFound('No size with this id.');
  return (await findSize(db, row.id))!;
}

const TABLES = { brand: catalogueBrands, model: catalogueModels, size: catalogueSizes };

/** Deleting a brand or model takes its models and sizes; listings keep their text, lose the link. */
export async function deleteEntry(db: Db, kind: keyof typeof TABLES, id: string) {
  const table = TABLES[kind];
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (rows.length === 0) throw notFound(`No ${kind} with this id.`);
}
