import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { certifiers, gearTypes, users } from '../schema.ts';
import type { PhotoStore } from '../../media/photo-store.ts';
import { CERTIFIERS } from './certifiers.ts';
import { GEAR_TYPES } from './gear-types.ts';
import { seedDemo } from './demo.ts';

/** Reference data every database needs: gear types and certifiers (idempotent). */
export async function seedReferenceData(db: Db) {
  await db
    .insert(gearTypes)
    .values(GEAR_TYPES)
    .onConflictDoUpdate({
      target: gearTypes.id,
      set: { extra_properties: sql`excluded.extra_properties`, position: sql`excluded.position` },
    });
  await db.insert(certifiers).values(CERTIFIERS).onConflictDoNothing();
}

/** Demo users and listings, only into an empty database. Returns how many listings it made. */
export async function seedDemoIfEmpty(db: Db, photos: PhotoStore): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return 0;
  return seedDemo(db, photos);
}
