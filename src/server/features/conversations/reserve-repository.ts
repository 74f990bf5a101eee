// SQL of reserving a listing from a conversation (reserve-routes.ts). Only a listing that is for
// sale and listed (policies/gear-visibility.ts) is reserved; the caller learns from the answer
// whether one was.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';
import { forSaleGear, listedGear } from '#server/policies/gear-visibility.ts';

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
    // Reserving needs a listing for sale to others too (not hidden, held by a stolen-gear
    // report or of a suspended seller); a reservation is always lifted while it is active.
    .where(and(eq(gears.id, gearId), reserve ? listedGear() : forSaleGear()))
    .returning({ id: gears.id });
  return updated !== undefined;
}
