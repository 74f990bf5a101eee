// Staff writes to the catalogue. Names are unique by their key (case, accents and spaces do not
// make a second Ozone); a clash, an unknown brand, model or gear type is a 400 naming the field.
// Each write and its audit record (the entry before and after) commit together or not at all.
import { z } from 'zod';
import {
  brandWriteSchema,
  modelWriteSchema,
  nameKey,
  type SizeWrite,
} from '#shared/contracts/catalogue.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { notFound, validationError } from '#server/lib/http-error.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { findGearType } from '#server/features/gear-types/repository.ts';
import { findBrand, findModel, findSize } from './repository.ts';
import { deleteEntryRow, writeEntry, type CatalogueKind as Kind } from './write-repository.ts';

type BrandWrite = z.infer<typeof brandWriteSchema>;
type ModelWrite = z.infer<typeof modelWriteSchema>;
/** Who writes what: `id` edits that entry, without it a new one is added. */
export type CatalogueWrite<B> = { actorId: string; input: B; id?: string };

const READ = { brand: findBrand, model: findModel, size: findSize };
const UNIQUE = {
  brand: 'The catalogue has this brand already.',
  model: 'This brand has a model of this name for this gear type already.',
  size: 'This model has a size of this name already.',
};
const tidy = (name: string) => name.replace(/\s+/g, ' ');

/**
 * Inserts or updates one entry with its audit record; a unique violation becomes the 400 of
 * `name`, an unknown id a 404.
 */
async function save(
  db: Db,
  kind: Kind,
  { actorId, id, values }: { actorId: string; id?: string; values: Record<string, unknown> },
) {
  try {
    return await db.transaction(async (tx) => {
      const before = id ? await READ[kind](tx, id) : null;
      if (id && !before) throw notFound(`No ${kind} with this id.`);
      const rowId = await writeEntry(tx, { kind, id, values });
      const after = (await READ[kind](tx, rowId))!;
      await recordAudit(tx, {
        actorId,
        action: `catalogue_${kind}.${id ? 'update' : 'create'}`,
        targetType: `catalogue_${kind}`,
        targetId: rowId,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw validationError({ name: [UNIQUE[kind]] });
    throw error;
  }
}

export async function saveBrand(db: Db, { actorId, input, id }: CatalogueWrite<BrandWrite>) {
  const values = { name: tidy(input.name), name_key: nameKey(input.name) };
  return save(db, 'brand', { actorId, id, values });
}

async function checkModelRefs(db: Db | Tx, input: ModelWrite) {
  if (!(await findBrand(db, input.brand))) throw validationError({ brand: ['Unknown brand.'] });
  if (!(await findGearType(db, input.gear_type)))
    throw validationError({ gear_type: ['Unknown gear type.'] });
}

export async function saveModel(db: Db, { actorId, input, id }: CatalogueWrite<ModelWrite>) {
  await checkModelRefs(db, input);
  const values = {
    brand_id: input.brand,
    gear_type_id: input.gear_type,
    name: tidy(input.name),
    name_key: nameKey(input.name),
    year: input.year,
  };
  return save(db, 'model', { actorId, id, values });
}

export async function saveSize(db: Db, { actorId, input, id }: CatalogueWrite<SizeWrite>) {
  if (!(await findModel(db, input.model))) throw validationError({ model: ['Unknown model.'] });
  const { model, ...facts } = input;
  return save(db, 'size', { actorId, id, values: { ...facts, model_id: model } });
}

/** Deleting a brand or model takes its models and sizes; listings keep their text, lose the link. */
export async function deleteEntry(
  db: Db,
  { actorId, kind, id }: { actorId: string; kind: Kind; id: string },
) {
  await db.transaction(async (tx) => {
    const before = await READ[kind](tx, id);
    if (!before) throw notFound(`No ${kind} with this id.`);
    await deleteEntryRow(tx, { kind, id });
    await recordAudit(tx, {
      actorId,
      action: `catalogue_${kind}.delete`,
      targetType: `catalogue_${kind}`,
      targetId: id,
      before,
      after: null,
    });
  });
}
