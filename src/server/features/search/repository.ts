// SQL of the list of GET gears/ and its feed. A page of gears costs a few queries whatever its
// size: the total (remembered when large, see count-cache.ts), the page's ids found the way the
// total says is cheap (page-repository.ts: in the same statement as the rows, read beside the
// total; or with free text in one of their own; best fit range by range, fit-page-repository.ts),
// then the page's rows with their pictures, certificate flags, guide rows and notice counts in one
// statement (gears/list-repository.ts). The filters are the table's (filters.ts); who sees a
// listing is the policy's. The page and its total are read in list-page-repository.ts, the
// totals remembered in list-totals.ts; here each price is converted to the list's currency.
import type { Db } from '#server/db/client.ts';
import { readRates } from '#server/features/rates/repository.ts';
import type { Currency } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import type { ConvertedPrice, Rates } from '#shared/contracts/rates.ts';
import { listPage, type ListArgs, type RatesRead } from './list-page-repository.ts';

/**
 * A page of gears, each with its price guide line when it has one (docs/api.md), read with
 * its rows (gears/list-repository.ts), and its price in the list's price currency when its own
 * differs (through the reference rates).
 */
export async function listGears(db: Db, args: ListArgs) {
  const read: RatesRead = {};
  const { rates: readWithRows, ...page } = await listPage(db, args, read);
  if (page.items.length === 0) return page;
  const rates = readWithRows ?? (await (read.rates ?? readRates(db)));
  const currency = args.query.price_currency ?? args.query.currency ?? 'EUR';
  for (const gear of page.items) {
    const converted = convertPrice(rates, gear, currency);
    if (converted) gear.price_converted = converted;
  }
  return page;
}

/** The price in another currency through the rates, to the cent; null when it needs none. */
function convertPrice(rates: Rates, gear: Gear, currency: Currency): ConvertedPrice | null {
  const from = rates[gear.currency];
  const to = rates[currency];
  if (gear.currency === currency || from === undefined || to === undefined) return null;
  return { amount: Math.round((gear.price * from * 100) / to) / 100, currency };
}
