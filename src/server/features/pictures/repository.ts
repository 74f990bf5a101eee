// SQL of a listing's pictures. The service decides the order of steps and holds the transaction;
// these functions run one statement each inside it.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gearPictures, gears } from '#server/db/schema.ts';

/** Locks the listing's row until the transaction ends; false when there is no such listing. */
export async function lockGear(tx: Tx, gearId: string): Promise<boolean> {
  const [gear] = await tx
    .select({ id: gears.id })
    .from(gears)
    .where(eq(gears.id, gearId))
    .for('update');
  return Boolean(gear);
}

export async function countPictures(db: Db | Tx, gearId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, gearId));
  return row?.n ?? 0;
}

/** How many pictures the listing has and the position after the last one. */
export async function pictureSlots(tx: Tx, gearId: string) {
  const [row] = await tx
    .select({
      n: count(),
      next: sql<number>`coalesce(max(${gearPictures.position}) + 1, 0)::int`,
    })
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, gearId));
  return { count: row?.n ?? 0, next: row?.next ?? 0 };
}

export async function insertPicture(
  tx: Tx,
  row: {
    gear_id: string;
    position: number;
    storage_key: string;
    width: number;
    height: number;
    has_medium: boolean;
  },
): Promise<string> {
  const [inserted] = await tx.insert(gearPictures).values(row).returning({ id: gearPictures.id });
  return inserted!.id;
}

/** Deletes one picture of the listing and returns its photo key, or null when there is none. */
export async function deletePictureRow(tx: Tx, gearId: string, pictureId: string) {
  const [deleted] = await tx
    .delete(gearPictures)
    .where(and(eq(gearPictures.id, pictureId), eq(gearPictures.gear_id, gearId)))
    .returning({ key: gearPictures.storage_key });
  return deleted?.key ?? null;
}

/** Renumbers the listing's pictures 0, 1, 2… in their current order. */
export async function closeRanks(tx: Tx, gearId: string) {
  await tx.execute(sql`
    update ${gearPictures} set position = ranked.rank - 1
    from (
      select id, row_number() over (order by position, created_at, id) as rank
      from ${gearPictures} where gear_id = ${gearId}
    ) as ranked
    where ${gearPictures.id} = ranked.id`);
}

export async function pictureIdsOf(tx: Tx, gearId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: gearPictures.id })
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, gearId))
    .orderBy(asc(gearPictures.position));
  return rows.map((p) => p.id);
}

/** The first id gets position 0 (the cover), the next 1, and so on. */
export async function setPictureOrder(tx: Tx, pictureIds: string[]) {
  for (const [position, id] of pictureIds.entries()) {
    await tx.update(gearPictures).set({ position }).where(eq(gearPictures.id, id));
  }
}
