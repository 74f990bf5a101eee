// SQL of wanted-item matching: the listing as the matcher reads it, the open wanted items it
// satisfies, their claims (wanted_matches, so two runs at once cannot mail twice) and the owners
// to mail.
import { and, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { GearFilterKey } from '#shared/contracts/gear-filters.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, users, wantedItems, wantedMatches } from '#server/db/schema.ts';
import { storedMatch } from '#server/features/search/filters.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { activeAccount } from '#server/policies/user-access.ts';

type Executor = Db | Tx;

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
 * A wanted item's wishes as filters of GET gears/ (search/filters.ts): the gear type, the
 * currency, at most its maximum price, and brand and model contained when given (empty: any).
 */
const WANTED_FILTERS = {
  gear_type: wantedItems.gear_type_id,
  currency: wantedItems.currency,
  max_price: wantedItems.max_price,
  brand: sql`nullif(${wantedItems.brand}, '')`,
  model: sql`nullif(${wantedItems.model}, '')`,
} satisfies Partial<Record<GearFilterKey, SQLWrapper>>;

const wantedColumn = (key: GearFilterKey): SQLWrapper =>
  (WANTED_FILTERS as Partial<Record<GearFilterKey, SQLWrapper>>)[key] ?? sql`null`;

/** The wanted item (`wanted_items`) would find the listing (`gears`) with GET gears/. */
export const wantedMatchesGear = and(
  ...Object.entries(WANTED_FILTERS).map(([key, stored]) =>
    storedMatch(key as GearFilterKey, stored, wantedColumn),
  ),
)!;

/**
 * Claims the gear for every open wanted item of an active account that would find it, never
 * for the seller's own items; returns the items newly claimed.
 */
export async function claimWantedMatches(db: Executor, gear: GearToMatch): Promise<string[]> {
  const candidates = await db
    .select({ id: wantedItems.id })
    .from(wantedItems)
    .innerJoin(users, eq(users.id, wantedItems.user_id))
    .innerJoin(gears, eq(gears.id, gear.id))
    .where(
      and(
        eq(wantedItems.status, 'open'),
        ne(wantedItems.user_id, gears.user_id),
        activeAccount(),
        wantedMatchesGear,
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
