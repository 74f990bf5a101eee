// A page of GET gears/ and its total: the filters' conditions and who may see what, the total
// remembered or counted (with the reference rates when it counts), then the page's ids the way
// the total says is cheap and their rows (gears/list-repository.ts). repository.ts converts the
// prices of what this reads.
import { and, eq, type SQL } from 'drizzle-orm';
import { filtersOf, type GearListQuery } from '#shared/contracts/gear-list-query.ts';
import type { Db } from '#server/db/client.ts';
import { gears } from '#server/db/schema.ts';
import { gearsInOrder } from '#server/features/gears/list-repository.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { PUBLIC_KEY, TOTAL_CAP, totalsOf } from './list-totals.ts';
import { countWithRates } from './total-repository.ts';
import { fitPageIds } from './fit-page-repository.ts';
import { fitOrder } from './fit-repository.ts';
import { fitWithText } from './fit-text-page-repository.ts';
import { listConditions } from './filters.ts';
import { orderings, plainPage } from './page-repository.ts';
import { pageIds } from './window-page-repository.ts';
import { modelPageOf } from './size-page-repository.ts';
import { readRates } from '#server/features/rates/repository.ts';
import type { Rates } from '#shared/contracts/rates.ts';

/** Which listings the caller may see at all: the listed ones, or all of their own. */
function visibility(query: GearListQuery, ownList: boolean): SQL[] {
  if (ownList) return [eq(gears.user_id, query.user!)];
  return [listedGear(query.user)];
}

export type ListArgs = { store: PhotoStore; query: GearListQuery; viewer: Viewer | null };

/**
 * The reference rates as this list reads them: with its count when it counts (one statement,
 * total-repository.ts), with the page's rows when its total is remembered
 * (gears/list-repository.ts), else on their own beside the page (a count shared with another
 * request). Never after the page: a round trip.
 */
export type RatesRead = { rates?: Promise<Rates> };

/** A page of the list and its total (capped for a weight search); `read` learns how its rates come. */
export async function listPage(db: Db, { store, query, viewer }: ListArgs, read: RatesRead) {
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
