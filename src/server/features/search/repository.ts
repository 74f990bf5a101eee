// SQL of the list of GET gears/ and its feed. A page of gears costs a few queries whatever its
// size: the total (remembered when large, see count-cache.ts), the page's ids found the way the
// total says is cheap (page-repository.ts: in the same statement as the rows, read beside the
// total; or with free text in one of their own; best fit range by range, fit-page-repository.ts),
// then the page's rows with their pictures, certificate flags, guide rows and notice counts in one
// statement (gears/list-repository.ts). The filters are the table's (filters.ts); who sees a
// listing is the policy's.
import { and, eq, type SQL } from 'drizzle-orm';
import { filtersOf, type GearListQuery } from '#shared/contracts/gear-filters.ts';
import type { Db } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';
import { gearsInOrder } from '#server/features/gears/list-repository.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { createCountCache, type CountCache } from './count-cache.ts';
import { countWithRates } from './total-repository.ts';
import { fitPageIds } from './fit-page-repository.ts';
import { fitOrder } from './fit-repository.ts';
import { fitWithText } from './fit-text-page-repository.ts';
import { listConditions } from './filters.ts';
import { orderings, pageIds, plainPage } from './page-repository.ts';
import { modelPageOf } from './size-page-repository.ts';
import { readRates } from '#server/features/rates/repository.ts';
import type { Currency } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import type { ConvertedPrice, Rates } from '#shared/contracts/rates.ts';

/** Which listings the caller may see at all: the listed ones, or all of their own. */
function visibility(query: GearListQuery, ownList: boolean): SQL[] {
  if (ownList) return [eq(gears.user_id, query.user!)];
  return [listedGear(query.user)];
}

// One cache per database, so apps on different databases (the tests) never share totals.
const totalsByDb = new WeakMap<Db, CountCache>();
const totalsOf = (db: Db) => {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = createCountCache()));
  return totals;
};
/** After a write (here or on another instance): plugins/cache-coherence.ts. */
export const markTotalsStale = (db: Db) => totalsByDb.get(db)?.markStale();

type ListArgs = { store: PhotoStore; query: GearListQuery; viewer: Viewer | null };

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

/**
 * The reference rates as this list reads them: with its count when it counts (one statement,
 * total-repository.ts), with the page's rows when its total is remembered
 * (gears/list-repository.ts), else on their own beside the page (a count shared with another
 * request). Never after the page: a round trip.
 */
type RatesRead = { rates?: Promise<Rates> };

async function listPage(db: Db, { store, query, viewer }: ListArgs, read: RatesRead) {
  const ownList = viewer !== null && query.user === viewer.id;
  // The filters decide the total (not the page or the order): they are its key, so a remembered
  // total costs no SQL building at all.
  const filterValues = filtersOf(query);
  const { text, index: indexed, row: other, joinSeller } = listConditions(filterValues);
  const visible = visibility(query, ownList);
  const where = and(...text, ...indexed, ...other, ...visible);
  const totals = totalsOf(db);
  // A weight search counts at most TOTAL_CAP + 1 matches (docs/api.md, "X-Total-Count-Capped").
  const cap = query.takeoff_weight !== undefined && !ownList ? TOTAL_CAP : undefined;
  const key = JSON.stringify([filterValues, ownList]);
  // The answer waits for a count only when no total is remembered; a stale one is refreshed in
  // the background, and the rates must not wait for that.
  const waitsForCount = totals.peek(key) === undefined;
  const countAll = () => {
    const counted = countWithRates(db, { where, joinSeller, cap });
    if (waitsForCount) read.rates = counted.then((c) => c.rates);
    return counted.then((c) => c.value);
  };
  // Best fit needs the weight; without it the list is newest first (docs/api.md).
  const weight = query.takeoff_weight;
  const sort = query.sort === 'fit' ? 'newest' : query.sort;
  const order = query.sort === 'fit' && weight !== undefined ? fitOrder(weight) : orderings[sort];
  const shown = { store, viewer, weight };
  const byFit = query.sort === 'fit' && weight !== undefined && !ownList && text.length === 0;
  const slice = { where, joinSeller, sort, limit: query.page_size };
  const offset = (query.page - 1) * query.page_size;
  // Without free text the page's rows do not depend on the total: both are read at once, a
  // round trip less (bench/README.md, "Radius search"). With text the total decides how the
  // page is read (page-repository.ts), so it comes first; a remembered one costs nothing.
  // One statement: the ids (a deep page skips its offset in the index alone), then their rows
  // with their extras (gears/list-repository.ts).
  // One model's newest (its page) size by size off their index (size-page-repository.ts).
  const idsOf = () =>
    (order === orderings.newest && !ownList
      ? modelPageOf(db, { filters: filterValues, visible, limit: query.page_size, offset })
      : undefined) ?? plainPage(db, { ...slice, offset }, order);
  // A remembered total reads no rates: the page's rows statement does (one statement a page).
  const withRates = !waitsForCount;
  const plain =
    text.length === 0 && !byFit
      ? gearsInOrder(db, { ...shown, ids: idsOf(), order, withRates })
      : undefined;
  // Counts (calling countAll) at once if it must; a shared count reads no rates.
  const counting = totals.total(key, countAll);
  if (!withRates) {
    read.rates ??= readRates(db);
    // An error of the page's own statements is the one answered; the rates' is awaited after.
    read.rates.catch(() => {});
  }
  const [counted, plainPageRead] = await Promise.all([counting, plain]);
  const capped = cap !== undefined && counted > cap;
  // Capped, the total says "more than the cap": what is known for sure.
  const total = capped ? cap : counted;
  if (total === 0) return { items: [], total, capped };
  if (plainPageRead) return { ...plainPageRead, total, capped };
  const request = {
    ...slice,
    offset,
    text: text.length ? and(...text, ...other) : undefined,
    indexed: and(...indexed, ...visible),
    narrowed: indexed.length > 0,
    // Capped, the matches counted (cap + 1): fewer than there are, which the windows allow for.
    total: counted,
    capped,
    // All public listings, as the unfiltered list remembered them (if it did).
    listed: totals.peek(PUBLIC_KEY),
  };
  if (byFit && weight !== undefined) {
    // Range by range off the public fit index (fit-page-repository.ts), not a sort of all matches.
    // With free text, window by window below (fit-text-page-repository.ts).
    const ids = await fitPageIds(db, {
      where,
      weight,
      gearType: query.gear_type,
      joinSeller,
      limit: request.limit,
      offset: request.offset,
    });
    return { ...(await gearsInOrder(db, { ...shown, ids, withRates })), total, capped };
  }
  const ids =
    order === orderings[sort]
      ? await pageIds(db, request)
      : ((ownList
          ? null
          : await fitWithText(db, { ...request, weight, gearType: query.gear_type })) ??
        // One's own list (more than listed gear), or windows that did not settle: sorted.
        (await plainPage(db, request, order)).map((r) => r.id));
  return { ...(await gearsInOrder(db, { ...shown, ids, withRates })), total, capped };
}

const PUBLIC_KEY = JSON.stringify([{}, false]);

/**
 * Matches a weight search counts at most (one more says "more than this"). Its matches fill
 * whole ranges of the fit index: at 1M, 88 kg alone matches 272 421 listings, a second of
 * counting, where 10 001 are found in a few milliseconds (bench/README.md).
 */
export const TOTAL_CAP = 10_000;
