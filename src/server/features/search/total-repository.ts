// SQL of a list's total: the count of its matches (stopping at a cap for a weight search), with
// the reference rates in the same statement. The rates convert the page's prices (repository.ts);
// read apart they cost a statement of their own on every list, which at a radius search's scale
// is what costs, not the database's work (bench/README.md, "Radius search").
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { gears, users } from '#server/db/schema.ts';
import { ratesJson, ratesOf } from '#server/features/rates/repository.ts';
import type { Rates } from '#shared/contracts/rates.ts';

type Counting = { where: SQL | undefined; joinSeller: boolean; cap?: number };

/** The number of matches (at most cap + 1 with a cap) and the reference rates. */
export async function countWithRates(
  db: Db,
  { where, joinSeller, cap }: Counting,
): Promise<{ value: number; rates: Rates }> {
  // Only the certified-seller filter reads the seller's row.
  const seller = joinSeller ? sql`join ${users} on ${users.id} = ${gears.user_id}` : sql``;
  const matching = sql`from ${gears} ${seller} where ${where ?? sql`true`}`;
  const statement =
    cap === undefined
      ? sql`select count(*)::int as value, ${ratesJson} as rates ${matching}`
      : sql`select count(*)::int as value, ${ratesJson} as rates
          from (select 1 ${matching} limit ${cap + 1}) matches`;
  const result = await db.execute<{
    value: number;
    rates: Record<string, string | number> | null;
  }>(statement);
  const row = result.rows[0];
  return { value: Number(row?.value ?? 0), rates: ratesOf(row?.rates ?? null) };
}
