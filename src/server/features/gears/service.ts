// The rules of writing a listing that the body schema cannot know on its own: the gear type must
// exist and decides the properties; the country defaults to the seller's; deleting a listing
// also removes the photo files of its pictures and of its certificates' pictures.
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { GearWrite } from '#shared/contracts/gears.ts';
import type { Db, Tx } from '../../db/client.ts';
import { certificatePictures, certificates, gearPictures, gears, users } from '../../db/schema.ts';
import { validationError } from '../../lib/http-error.ts';
import { enqueue, type Executor } from '../../jobs/queue.ts';
import type { PhotoStore } from '../../media/photo-store.ts';
import { releaseKeys } from '../../media/release-keys.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { findGearType } from '../gear-types/repository.ts';
import { withGearAudit } from './moderation.ts';
import { checkProperties } from './properties-validation.ts';

/** The columns a valid body writes, or a 400 naming every field that breaks a rule. */
async function columnsOf(db: Db, input: GearWrite) {
  const type = await findGearType(db, input.gear_type);
  if (!type) throw validationError({ gear_type: ['Unknown gear type.'] });
  const { properties, errors } = checkProperties(type.extra_properties, input.properties);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    name: input.name,
    brand: input.brand,
    model: input.model,
    price: input.price,
    currency: input.currency,
    gear_type_id: input.gear_type,
    properties,
    // Left out means "keep" on an edit: drizzle skips undefined values in an update.
    description: input.description,
    country: input.country,
    status: input.status,
  };
}

/** Wanted-item matching runs as a job, queued in the transaction of the listing's write. */
const queueMatching = (tx: Executor, gearId: string) =>
  enqueue(tx, 'match_wanted', { gearId }, { jobKey: `match:${gearId}` });

export async function createGear(db: Db, viewer: Viewer, input: GearWrite): Promise<string> {
  const columns = await columnsOf(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gears)
      .values({
        ...columns,
        user_id: viewer.id,
        description: columns.description ?? '',
        status: columns.status ?? 'active',
        // One statement: the seller's country is read where the row is written.
        country:
          columns.country ??
          sql`(select ${users.country} from ${users} where ${users.id} = ${viewer.id})`,
      })
      .returning({ id: gears.id });
    await queueMatching(tx, row!.id);
    return row!.id;
  });
}

/** `moderatorId`: a staff member editing someone else's listing, recorded in the audit log. */
export async function updateGear(
  db: Db,
  id: string,
  input: GearWrite,
  moderatorId?: string,
): Promise<void> {
  const columns = await columnsOf(db, input);
  // Moderation writes its audit row in the same transaction.
  const write = async (tx: Tx) => {
    await tx
      .update(gears)
      .set({ ...columns, updated_at: sql`now()` })
      .where(eq(gears.id, id));
    await queueMatching(tx, id);
  };
  if (moderatorId) await withGearAudit(db, moderatorId, id, 'gear.update', write);
  else await db.transaction(write);
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
  const certificateKeys = await tx
    .select({ key: certificatePictures.storage_key })
    .from(certificatePictures)
    .innerJoin(certificates, eq(certificates.id, certificatePictures.certificate_id))
    .where(eq(certificates.gear_id, id));
  await tx.delete(gears).where(eq(gears.id, id));
  return [...pictureKeys, ...certificateKeys].map((row) => row.key);
}

/**
 * The rows go in one transaction; the files go after it committed, and only those no other row
 * still uses (keys are content hashes).
 */
export async function deleteGear(
  db: Db,
  photos: PhotoStore,
  id: string,
  log?: FastifyBaseLogger,
  moderatorId?: string,
) {
  const rows = (tx: Tx) => deleteGearRows(tx, id);
  const keys = await (moderatorId
    ? withGearAudit(db, moderatorId, id, 'gear.delete', rows)
    : db.transaction(rows));
  await releaseKeys(db, photos, keys, log);
}
