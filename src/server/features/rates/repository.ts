// SQL of the reference rates (docs/api.md, "Where, how and when"): read them, and change some
// with every listing's price in euros in the same transaction, so the price filters and the
// price order never read a rate and prices that disagree.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Rates } from '#shared/contracts/rates.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { currencyRates, gears } from '#server/db/schema.ts';
import { recordAudit } from '#server/audit/audit-log.ts';

export async function readRates(db: Db | Tx): Promise<Rates> {
  const rows = await db.select().from(currencyRates);
  return ratesOf(Object.fromEntries(rows.map((r) => [r.currency, r.to_eur])));
}

/** The rates as one JSON value, for a statement that reads them beside its own answer. */
export const ratesJson = sql<Record<
  string,
  string | number
> | null>`(select json_object_agg(${currencyRates.currency}, ${currencyRates.to_eur}) from ${currencyRates})`;

/** The rates from their stored values (numeric: a string or a number) by currency. */
export const ratesOf = (values: Record<string, string | number> | null): Rates =>
  Object.fromEntries(Object.entries(values ?? {}).map(([c, rate]) => [c, Number(rate)])) as Rates;

/** Sets the rates given (audited as staff's) and reprices the listings in those currencies. */
export async function writeRates(db: Db, { actorId, rates }: { actorId: string; rates: Rates }) {
  const changed = Object.entries(rates).filter(([currency]) => currency !== 'EUR');
  if (changed.length === 0) return;
  await db.transaction(async (tx) => {
    const before = await readRates(tx);
    for (const [currency, rate] of changed)
      await tx
        .insert(currencyRates)
        .values({ currency, to_eur: rate })
        .onConflictDoUpdate({
          target: currencyRates.currency,
          set: { to_eur: rate, updated_at: sql`now()` },
        });
    const currencies = changed.map(([currency]) => currency);
    await tx
      .update(gears)
      .set({
        price_eur: sql`${gears.price} * (select ${currencyRates.to_eur} from ${currencyRates} where ${eq(currencyRates.currency, gears.currency)})`,
      })
      .where(inArray(gears.currency, currencies));
    await recordAudit(tx, {
      actorId,
      action: 'rates.update',
      targetType: 'currency_rates',
      targetId: currencies.join(','),
      before,
      after: { ...before, ...rates },
    });
  });
}
