// SQL of wanted-item matching: the listing as the matcher reads it, the open wanted items it
// satisfies, their claims (wanted_matches, so two runs at once cannot mail twice) and the owners
// to mail.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, users, wantedItems, wantedMatches } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { activeAccount } from '#server/policies/user-access.ts';

type Executor = Db | Tx;

/** `needle` is empty (any) or contained in `haystack`, ignoring case; no wildcards involved. */
const containedIn = (haystack: string, needle: AnyPgColumn) =>
  sql`(${needle} = '' or strpos(lower(${haystack}), lower(${needle})) > 0)`;

/** The gear when it is listed (only a listed gear matches), else null. */
export async function listedGearToMatch(db: Executor, gearId: string) {
  const [gear] = await db
    .select({
      id: gears.id,
      user: gears.user_id,
      gear_type: gears.gear_type_id,
      name: gears.name,
      brand: gears.brand,
      model: gears.model,
      price: gears.price,
      currency: gears.currency,
    })
    .from(gears)
    .where(and(eq(gears.id, gearId), listedGear()))
    .limit(1);
  return gear ?? null;
}
export type GearToMatch = NonNullable<Awaited<ReturnType<typeof listedGearToMatch>>>;

/**
 * Claims the gear for every open wanted item of an active account it satisfies (same gear type
 * and currency, price at most the maximum, brand/model contained when given), never for the
 * seller's own items; returns the items newly claimed.
 */
export async function claimWantedMatches(db: Executor, gear: GearToMatch): Promise<string[]> {
  const candidates = await db
    .select({ id: wantedItems.id })
    .from(wantedItems)
    .innerJoin(users, eq(users.id, wantedItems.user_id))
    .where(
      and(
        eq(wantedItems.status, 'open'),
        eq(wantedItems.gear_type_id, gear.gear_type),
        eq(wantedItems.currency, gear.currency),
        gte(wantedItems.max_price, gear.price),
        ne(wantedItems.user_id, gear.user),
        activeAccount(),
        containedIn(gear.brand, wantedItems.brand),
        containedIn(gear.model, wantedItems.model),
      ),
    );
  if (candidates.length === 0) return [];
  const claimed = await db
    .insert(wantedMatches)
    .values(candidates.map((c) => ({ wanted_item_id: c.id, gear_id: gear.id })))
    .onConflictDoNothing()
    .returning({ id: wantedMatches.wanted_item_id });
  return claimed.map((c) => c.id);
}

/** The wanted items with their owners' address, name and language. */
export async function wantedItemsToMail(db: Executor, ids: string[]) {
  return db
    .select({
      id: wantedItems.id,
      description: wantedItems.description,
      max_price: wantedItems.max_price,
      currency: wantedItems.currency,
      owner: users.id,
      email: users.email,
      first_name: users.first_name,
      language: users.language,
    })
    .from(wantedItems)
    .innerJoin(users, eq(users.id, wantedItems.user_id))
    .where(inArray(wantedItems.id, ids));
}
