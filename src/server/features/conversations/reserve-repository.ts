// SQL of reserving a listing from a conversation (reserve-routes.ts). Only a listing that is for
// sale (policies/gear-visibility.ts) changes; the caller learns from the answer whether one did.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';
import { forSaleGear } from '#server/policies/gear-visibility.ts';

/**
 * Reserves the active listing for this buyer (`buyerId` null lifts the reservation). Returns
 * whether the listing was active and so changed.
 */
export async function setGearReserved(
  db: Db,
  { gearId, reserve, buyerId }: { gearId: string; reserve: boolean; buyerId: string | null },
): Promise<boolean> {
  const [updated] = await db
    .update(gears)
    .set(
      reserve
        ? { reserved_at: sql`now()`, reserved_for: buyerId }
        : { reserved_at: null, reserved_for: null },
    )
    .where(and(eq(gears.id, gearId), forSaleGear()))
    .returning({ id: gears.id });
  return updated !== undefined;
}
