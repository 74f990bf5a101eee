// SQL of writing a listing, the one-row read the write and report checks decide on, and the
// locked reads a write compares with (audit snapshot, watchlist change).
// Drafts' own writes (publish, copy) are in draft-repository.ts.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gearPictures, gears, itemRecords, recordPictures, users } from '#server/db/schema.ts';
import { gearStateColumns, type GearState } from '#server/policies/gear-visibility.ts';
import { detachPassportRecords } from '#server/features/items/gear-item-repository.ts';

type Columns = Omit<typeof gears.$inferInsert, 'user_id' | 'country'> & { country?: string };

/** What the visibility and write rules read of one listing, or null when there is none. */
export async function findGearState(db: Db, id: string): Promise<GearState | null> {
  const [gear] = await db.select(gearStateColumns).from(gears).where(eq(gears.id, id)).limit(1);
  return gear ?? null;
}

/** The first time a listing is anything but a draft, it is published (its "posted" date). */
const publishedAt = (status: string | undefined) =>
  status === undefined || status === 'draft'
    ? undefined
    : sql`coalesce(${gears.published_at}, now())`;

/** Without a country, the seller's is read in the same statement that writes the row. */
export async function insertGear(db: Db | Tx, userId: string, columns: Columns): Promise<string> {
  const [row] = await db
    .insert(gears)
    .values({
      ...columns,
      published_at: columns.status === 'draft' ? null : sql`now()`,
      user_id: userId,
      country:
        columns.country ??
        sql`(select ${users.country} from ${users} where ${users.id} = ${userId})`,
    })
    .returning({ id: gears.id });
  return row!.id;
}

/** The country of a listing or of a user (where a town named without one is looked for). */
export async function gearCountry(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ country: gears.country }).from(gears).where(eq(gears.id, id));
  return row?.country || undefined;
}
export async function userCountry(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ country: users.country }).from(users).where(eq(users.id, id));
  return row?.country || undefined;
}

/** Undefined columns are kept (drizzle leaves them out of the update). */
export async function updateGearRow(db: Db | Tx, id: string, columns: Partial<Columns>) {
  await db
    .update(gears)
    .set({ ...columns, published_at: publishedAt(columns.status), updated_at: sql`now()` })
    .where(eq(gears.id, id));
}

/**
 * Deletes a listing's rows inside the caller's transaction (the database cascades to pictures and
 * certificates) and returns the photo keys to release once it committed. Staff moderation uses it
 * to write its audit row in the same transaction.
 */
export async function deleteGearRows(tx: Tx, id: string): Promise<string[]> {
  // Uploads lock the listing too, so no picture can be added between reading keys and deleting.
  const [locked] = await tx
    .select({ id: gears.id })
    .from(gears)
    .where(eq(gears.id, id))
    .for('update');
  if (!locked) return [];
  const pictureKeys = await tx
    .select({ key: gearPictures.storage_key })
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, id));
  // A registered item's records outlive the listing (its passport); the rest go with it.
  await detachPassportRecords(tx, id);
  const certificateKeys = await tx
    .select({ key: recordPictures.storage_key })
    .from(recordPictures)
    .innerJoin(itemRecords, eq(itemRecords.id, recordPictures.record_id))
    .where(eq(itemRecords.gear_id, id));
  await tx.delete(gears).where(eq(gears.id, id));
  return [...pictureKeys, ...certificateKeys].map((row) => row.key);
}

/** What the audit keeps of a listing; the row is locked until the transaction ends. */
export async function gearSnapshot(tx: Tx, id: string) {
  const [gear] = await tx
    .select({
      name: gears.name,
      brand: gears.brand,
      model: gears.model,
      price: gears.price,
      currency: gears.currency,
      status: gears.status,
      user: gears.user_id,
      is_hidden: gears.is_hidden,
    })
    .from(gears)
    .where(eq(gears.id, id))
    .for('update');
  return gear ?? null;
}

/** The price and status a write compares with (watchlist events); the row is locked. */
export async function lockPriceAndStatus(tx: Tx, id: string) {
  const [gear] = await tx
    .select({ price: gears.price, status: gears.status })
    .from(gears)
    .where(eq(gears.id, id))
    .for('update');
  return gear;
}
