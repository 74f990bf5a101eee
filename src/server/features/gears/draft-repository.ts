// SQL of drafts (draft-service.ts): a draft published, its "posted" date set then, and a listing
// copied into a new draft with its own facts only. Apart from write-repository.ts, which writes
// a listing from its form.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';

/** Publishes a draft (locked in the caller's transaction); false when it was not a draft. */
export async function publishDraftRow(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(gears)
    .set({ status: 'active', published_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(gears.id, id), eq(gears.status, 'draft')))
    .returning({ id: gears.id });
  return rows.length > 0;
}

/** A new draft with the listing's own facts (not its photos, certificates, views or state). */
export async function copyGearAsDraft(
  db: Db,
  { id, ownerId }: { id: string; ownerId: string },
): Promise<string> {
  const [source] = await db.select().from(gears).where(eq(gears.id, id));
  if (!source) throw new Error(`No gear ${id} to copy.`);
  const [row] = await db
    .insert(gears)
    .values({
      user_id: ownerId,
      gear_type_id: source.gear_type_id,
      name: source.name,
      brand: source.brand,
      model: source.model,
      description: source.description,
      price: source.price,
      currency: source.currency,
      properties: source.properties,
      country: source.country,
      catalogue_size_id: source.catalogue_size_id,
      condition: source.condition,
      pickup: source.pickup,
      shipping: source.shipping,
      test_flight: source.test_flight,
      town_id: source.town_id,
      town_name: source.town_name,
      latitude: source.latitude,
      longitude: source.longitude,
      status: 'draft',
    })
    .returning({ id: gears.id });
  return row!.id;
}
