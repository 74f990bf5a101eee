import { asc, eq } from 'drizzle-orm';
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gearTypes } from '#server/db/schema.ts';

const columns = {
  id: gearTypes.id,
  name: gearTypes.name,
  slug: gearTypes.slug,
  description: gearTypes.description,
  extra_properties: gearTypes.extra_properties,
};

const toGearType = (
  row: { extra_properties: unknown } & Omit<GearType, 'extra_properties'>,
): GearType => ({
  ...row,
  extra_properties: row.extra_properties as ExtraProperty[],
});

export async function listGearTypes(db: Db): Promise<GearType[]> {
  const rows = await db
    .select(columns)
    .from(gearTypes)
    .orderBy(asc(gearTypes.position), asc(gearTypes.name));
  return rows.map(toGearType);
}

export async function findGearType(db: Db | Tx, id: string): Promise<GearType | null> {
  const [row] = await db.select(columns).from(gearTypes).where(eq(gearTypes.id, id)).limit(1);
  return row ? toGearType(row) : null;
}
