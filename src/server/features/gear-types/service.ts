// Staff edit gear types without breaking the listings that already use them. The rule
// (docs/api-beyond.md): stored property values are never rewritten, except that a property
// renamed with `renamed_from` takes its values along; a removed property's values stay stored and
// still show on the listing; a declared type is refused while any listing holds a value of that
// name that the type could not read (e.g. text → number over "about 50").
import type {
  ExtraPropertyWrite,
  GearTypeCreate,
  GearTypeUpdate,
} from '#shared/contracts/catalogue-writes.ts';
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { HttpError, validationError } from '#server/lib/http-error.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { findGearType } from './repository.ts';
import {
  countUnfitValues,
  insertGearType,
  lockGearType,
  renameStoredProperty,
  updateGearTypeRow,
} from './write-repository.ts';

const TYPE_LABEL: Record<ExtraProperty['type'], string> = {
  text: 'text',
  number: 'a number',
  boolean: 'yes/no',
  select: 'text',
  date: 'a date',
};

/** The stored shape: `renamed_from` is an instruction, not part of the type. */
const declared = ({ renamed_from: _from, ...property }: ExtraPropertyWrite): ExtraProperty => {
  const clean: ExtraProperty = {
    name: property.name,
    type: property.type,
    required: property.required,
  };
  if (property.type === 'select') clean.options = property.options ?? [];
  if (property.unit) clean.unit = property.unit;
  return clean;
};

async function checkStoredValues(tx: Tx, typeId: string, properties: ExtraPropertyWrite[]) {
  const errors: Record<string, string[]> = {};
  for (const [index, p] of properties.entries()) {
    // Runs after the renames moved their values, so it sees every value the name will show.
    const unfit = await countUnfitValues(tx, typeId, p);
    if (unfit > 0)
      errors[`extra_properties.${index}.type`] = [
        `${unfit} listing(s) hold values of "${p.name}" that are not ${TYPE_LABEL[p.type]}: keep the type, or add a new property.`,
      ];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function checkRenames(current: ExtraProperty[], next: ExtraPropertyWrite[]) {
  const known = new Set(current.map((p) => p.name));
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  next.forEach((p, index) => {
    if (!p.renamed_from) return;
    if (p.renamed_from === p.name) return;
    // Values move one way only: from a name that leaves the type to a name no one else uses.
    const clash = known.has(p.name) || next.some((q) => q.name === p.renamed_from);
    if (!known.has(p.renamed_from) || seen.has(p.renamed_from) || clash)
      errors[`extra_properties.${index}.renamed_from`] = [
        'Rename a property of this type, once, to a name the type does not use.',
      ];
    seen.add(p.renamed_from);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

const slugTaken = () => new HttpError('conflict', 'Another gear type already uses this slug.');

export async function createGearType(
  db: Db,
  actorId: string,
  input: GearTypeCreate,
): Promise<GearType> {
  const extra = input.extra_properties.map(declared);
  try {
    return await db.transaction(async (tx) => {
      const id = await insertGearType(tx, { ...input, extra_properties: extra });
      const created = (await findGearType(tx, id))!;
      await recordAudit(tx, {
        actorId,
        action: 'gear_type.create',
        targetType: 'gear_type',
        targetId: created.id,
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw slugTaken();
    throw error;
  }
}

export async function updateGearType(
  db: Db,
  { actorId, id, input }: { actorId: string; id: string; input: GearTypeUpdate },
): Promise<GearType | null> {
  return db.transaction(async (tx) => {
    // The lock keeps two staff edits of one type from interleaving their renames.
    await lockGearType(tx, id);
    const before = await findGearType(tx, id);
    if (!before) return null;
    checkRenames(before.extra_properties, input.extra_properties);
    for (const p of input.extra_properties) {
      if (!p.renamed_from || p.renamed_from === p.name) continue;
      await renameStoredProperty(tx, { typeId: id, from: p.renamed_from, to: p.name });
    }
    await checkStoredValues(tx, id, input.extra_properties);
    await updateGearTypeRow(tx, id, {
      name: input.name,
      description: input.description,
      extra_properties: input.extra_properties.map(declared),
    });
    const after = (await findGearType(tx, id))!;
    await recordAudit(tx, {
      actorId,
      action: 'gear_type.update',
      targetType: 'gear_type',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}
