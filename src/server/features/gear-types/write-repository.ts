// SQL of staff writes to gear types, and of the listings' stored values those writes must keep
// readable. The service decides what may change; these run inside its transaction.
import { and, count, eq, max, sql, type SQL } from 'drizzle-orm';
import type { ExtraProperty } from '#shared/contracts/gear-types.ts';
import { gears, gearTypes } from '#server/db/schema.ts';
import type { Tx } from '#server/db/client.ts';

/** The SQL test that a stored JSON value can be read as the declared type. */
function fits(type: ExtraProperty['type'], value: SQL): SQL {
  switch (type) {
    case 'number':
      return sql`jsonb_typeof(${value}) = 'number'`;
    case 'boolean':
      return sql`jsonb_typeof(${value}) = 'boolean'`;
    case 'date':
      return sql`(jsonb_typeof(${value}) = 'string' and (${value} #>> '{}') ~ '^\\d{4}-\\d{2}-\\d{2}$')`;
    default:
      return sql`jsonb_typeof(${value}) = 'string'`;
  }
}

/** How many listings of the type hold a value of `name` that `type` could not read. */
export async function countUnfitValues(
  tx: Tx,
  typeId: string,
  property: { name: string; type: ExtraProperty['type'] },
): Promise<number> {
  const value = sql`${gears.properties} -> ${property.name}::text`;
  const [row] = await tx
    .select({ n: count() })
    .from(gears)
    .where(
      and(
        eq(gears.gear_type_id, typeId),
        sql`${gears.properties} ? ${property.name}::text`,
        sql`not ${fits(property.type, value)}`,
      ),
    );
  return row?.n ?? 0;
}

/** Appends the type after the last one; returns its id. */
export async function insertGearType(
  tx: Tx,
  values: Omit<typeof gearTypes.$inferInsert, 'position'>,
): Promise<string> {
  const [last] = await tx.select({ position: max(gearTypes.position) }).from(gearTypes);
  const [row] = await tx
    .insert(gearTypes)
    .values({ ...values, position: (last?.position ?? 0) + 1 })
    .returning({ id: gearTypes.id });
  return row!.id;
}

export async function lockGearType(tx: Tx, id: string) {
  await tx.select({ id: gearTypes.id }).from(gearTypes).where(eq(gearTypes.id, id)).for('update');
}

/** Moves each listing's value of `from` to `to` (listings of this type only). */
export async function renameStoredProperty(
  tx: Tx,
  { typeId, from, to }: { typeId: string; from: string; to: string },
) {
  await tx
    .update(gears)
    .set({
      properties: sql`(${gears.properties} - ${from}::text) || jsonb_build_object(${to}::text, ${gears.properties} -> ${from}::text)`,
    })
    .where(and(eq(gears.gear_type_id, typeId), sql`${gears.properties} ? ${from}`));
}

export async function updateGearTypeRow(
  tx: Tx,
  id: string,
  values: { name: string; description: string; extra_properties: ExtraProperty[] },
) {
  await tx.update(gearTypes).set(values).where(eq(gearTypes.id, id));
}
