// The item behind a listing. A listing's certificates are check records of its item, so a
// listing without one gets an item (no serial yet) the first time a record needs it.
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, itemRecords, items } from '#server/db/schema.ts';
import { itemHeld } from '#server/policies/gear-visibility.ts';

/**
 * Locks a listing's row and its item's, in a write that changes which item the listing shows: a
 * stolen-gear hold inserted meanwhile (its key-share lock on the item) waits for the write, or
 * the write for it, so the hold is read as it will stay.
 */
export async function lockGearAndItem(tx: Tx, gearId: string) {
  const [gear] = await tx
    .select({ item: gears.item_id })
    .from(gears)
    .where(eq(gears.id, gearId))
    .for('update');
  if (gear?.item)
    await tx.select({ id: items.id }).from(items).where(eq(items.id, gear.item)).for('update');
}

/** The listing's item id, made from the listing's facts when it has none; null for no listing. */
export async function ensureGearItem(tx: Tx, gearId: string): Promise<string | null> {
  // The row lock makes two first certificates of one listing make one item, not two.
  const [gear] = await tx.select().from(gears).where(eq(gears.id, gearId)).for('update');
  if (!gear) return null;
  if (gear.item_id) return gear.item_id;
  const [item] = await tx
    .insert(items)
    .values({
      owner_id: gear.user_id,
      gear_type_id: gear.gear_type_id,
      brand: gear.brand,
      model: gear.model,
      catalogue_size_id: gear.catalogue_size_id,
    })
    .returning({ id: items.id });
  await tx.update(gears).set({ item_id: item!.id }).where(eq(gears.id, gearId));
  return item!.id;
}

/**
 * Before a listing is deleted: the records of a registered item (one with a serial), or of an
 * item that passed to another owner (a buyer), stay on its passport, no longer tied to the
 * listing; those of the seller's own unregistered item go with the listing.
 */
export async function detachPassportRecords(tx: Tx, gearId: string) {
  const seller = tx.select({ id: gears.user_id }).from(gears).where(eq(gears.id, gearId));
  const kept = tx
    .select({ id: items.id })
    .from(items)
    .where(or(isNotNull(items.serial), ne(items.owner_id, seller)));
  await tx
    .update(itemRecords)
    .set({ gear_id: null })
    .where(and(eq(itemRecords.gear_id, gearId), inArray(itemRecords.item_id, kept)));
}

/** What a sale of the listing hands on: its item and owner, its seller, its reserved buyer. */
export async function findSaleOfGear(tx: Tx, gearId: string) {
  const [row] = await tx
    .select({
      item_id: gears.item_id,
      item_owner: items.owner_id,
      seller: gears.user_id,
      reserved_for: gears.reserved_for,
    })
    .from(gears)
    .leftJoin(items, eq(items.id, gears.item_id))
    .where(eq(gears.id, gearId))
    .limit(1);
  return row ?? null;
}

/** The listing shows this item's passport from now on. */
export async function linkGearToItem(
  db: Db | Tx,
  { gearId, itemId }: { gearId: string; itemId: string },
) {
  await db.update(gears).set({ item_id: itemId }).where(eq(gears.id, gearId));
}

/** The listing's seller, status, item and its owner, and whether a report holds it (or null). */
export async function findGearItemHold(db: Db | Tx, gearId: string) {
  const [row] = await db
    .select({
      owner: gears.user_id,
      status: gears.status,
      item_id: gears.item_id,
      item_owner: items.owner_id,
      held: sql<boolean>`${itemHeld(gears.item_id)}`,
    })
    .from(gears)
    .leftJoin(items, eq(items.id, gears.item_id))
    .where(eq(gears.id, gearId))
    .limit(1);
  return row ?? null;
}
