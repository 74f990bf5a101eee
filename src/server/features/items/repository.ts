// SQL of items (the pieces of gear a passport is about). A serial another item of the same
// brand and model already has is the 409 `serial_taken`, decided by the unique index alone.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ItemWrite } from '#shared/contracts/items.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { itemRecords, items, recordPictures } from '#server/db/schema.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { itemHeld } from '#server/policies/gear-visibility.ts';

export type ItemRow = typeof items.$inferSelect;

export const serialTaken = () =>
  new HttpError(
    'serial_taken',
    'An item of this brand and model with this serial number is already registered. If it is yours, report it to us.',
    { errors: { serial: ['This serial number is already registered.'] } },
  );

/** Runs the write; a unique violation of the serial index becomes `serial_taken`. */
async function guardSerial<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'items_serial_uq') throw serialTaken();
    throw error;
  }
}

const columns = (body: ItemWrite) => ({
  gear_type_id: body.gear_type,
  brand: body.brand,
  model: body.model,
  catalogue_size_id: body.catalogue_size ?? null,
  serial: body.serial,
  production_date: body.production_date ?? null,
  flight_hours: body.flight_hours ?? null,
});

export async function insertItem(db: Db | Tx, ownerId: string, body: ItemWrite): Promise<string> {
  const [row] = await guardSerial(() =>
    db
      .insert(items)
      .values({ owner_id: ownerId, ...columns(body) })
      .returning({ id: items.id }),
  );
  return row!.id;
}

export async function updateItem(db: Db | Tx, id: string, body: ItemWrite) {
  await guardSerial(() =>
    db
      .update(items)
      .set({ ...columns(body), updated_at: new Date() })
      .where(eq(items.id, id)),
  );
}

export async function findItem(db: Db | Tx, id: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(items).where(eq(items.id, id)).limit(1);
  return row ?? null;
}

// Built once (db/prepared.ts).
const itemWithHold = preparedOn((db) =>
  db
    .select({ item: items, held: sql<boolean>`${itemHeld(items.id)}` })
    .from(items)
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1)
    .prepare('item_with_hold'),
);

/**
 * The item with whether a published stolen report holds it, in one statement (the checks of
 * the record routes; a passport's page reads more: passport-repository.ts).
 */
export async function findItemWithHold(
  db: Db,
  id: string,
): Promise<(ItemRow & { held: boolean }) | null> {
  const [row] = await itemWithHold(db).execute({ id });
  return row ? { ...row.item, held: row.held } : null;
}

export async function itemsOf(db: Db, ownerId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(items)
    .where(eq(items.owner_id, ownerId))
    .orderBy(desc(items.created_at), asc(items.id));
}

export async function itemsByIds(db: Db | Tx, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(items).where(inArray(items.id, ids));
}

/** Which of these items a published stolen report holds (policies/gear-visibility.ts). */
export async function heldItemIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, ids), itemHeld(items.id)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Deletes the item (records, photos rows and transfers by cascade); answers the photo keys, or
 * null when `keepHeld` and a stolen-gear report holds it: its hold would go with it (only staff
 * release one). Read under the item's lock, which a new hold's foreign key waits for.
 */
export async function deleteItem(
  db: Db,
  id: string,
  { keepHeld }: { keepHeld: boolean },
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: items.id, held: sql<boolean>`${itemHeld(items.id)}` })
      .from(items)
      .where(eq(items.id, id))
      .for('update');
    if (!locked) return [];
    if (keepHeld && locked.held) return null;
    // Its listings only lose the link; the certificates made through them were its records.
    const keys = await tx
      .select({ key: recordPictures.storage_key })
      .from(recordPictures)
      .innerJoin(itemRecords, eq(itemRecords.id, recordPictures.record_id))
      .where(eq(itemRecords.item_id, id));
    await tx.delete(items).where(eq(items.id, id));
    return keys.map((k) => k.key);
  });
}

/** Keeps each item's airworthy_until (features/items/airworthiness.ts computes it). */
/** The next `limit` item ids after `after` in id order (a sweep over every item, in batches). */
export async function itemIdsAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(after ? gt(items.id, after) : undefined)
    .orderBy(asc(items.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
