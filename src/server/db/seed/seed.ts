import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog, certifiers, gearTypes, users } from '#server/db/schema.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
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
      // Seeded types follow the code until staff edit one in the back office; from then on the
      // database is the truth (the audit log remembers the edit), so a restart keeps it.
      setWhere: sql`not exists (select 1 from ${auditLog} where ${auditLog.target_type} = 'gear_type' and ${auditLog.target_id} = ${gearTypes.id}::text)`,
    });
  // A seeded certifier that staff deleted stays deleted.
  const deleted = await db
    .select({ id: auditLog.target_id })
    .from(auditLog)
    .where(and(eq(auditLog.target_type, 'certifier'), eq(auditLog.action, 'certifier.delete')));
  const gone = new Set(deleted.map((row) => row.id));
  const missing = CERTIFIERS.filter((c) => !gone.has(c.id));
  if (missing.length > 0) await db.insert(certifiers).values(missing).onConflictDoNothing();
}

/** Demo users and listings, only into an empty database. Returns how many listings it made. */
export async function seedDemoIfEmpty(
  db: Db,
  photos: PhotoStore,
  seedCatalogue: (db: Db) => Promise<void>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return 0;
  return seedDemo(db, photos, seedCatalogue);
}
