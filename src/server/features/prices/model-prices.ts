// A model's price guide as the API answers it: one currency (compared like with like, never
// converted), the groups of at least PRICE_GUIDE_MIN_COUNT prices, and the date of the oldest
// price shown. A currency not asked for is the one most of the model's prices are in.
import type { Currency } from '#shared/constants.ts';
import {
  PRICE_GUIDE_MIN_COUNT,
  type ModelPrices,
  type PriceStats,
} from '#shared/contracts/prices.ts';
import type { PriceGroup } from './repository.ts';

const stats = (group: PriceGroup | undefined): PriceStats | null =>
  group && group.count >= PRICE_GUIDE_MIN_COUNT
    ? { median: group.median, q1: group.q1, q3: group.q3, count: group.count }
    : null;

/** The currency with the most prices (all years, both kinds); ties go to the first by name. */
function mainCurrency(groups: PriceGroup[]): string | null {
  const counts = new Map<string, number>();
  for (const g of groups)
    if (g.year === null) counts.set(g.currency, (counts.get(g.currency) ?? 0) + g.count);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return sorted[0]?.[0] ?? null;
}

export function modelPrices(
  groups: PriceGroup[],
  { model, size, currency }: { model: string; size: string | null; currency?: Currency },
): ModelPrices {
  const chosen = currency ?? mainCurrency(groups);
  const mine = groups.filter((g) => g.currency === chosen);
  const find = (kind: PriceGroup['kind'], year: number | null) =>
    mine.find((g) => g.kind === kind && g.year === year);
  const years = [...new Set(mine.flatMap((g) => (g.year === null ? [] : [g.year])))].sort();
  const by_year = years
    .map((year) => ({ year, asking: stats(find('asking', year)), sold: stats(find('sold', year)) }))
    .filter((y) => y.asking || y.sold);
  const asking = stats(find('asking', null));
  const sold = stats(find('sold', null));
  // The oldest price behind any number shown.
  const shown = mine.filter((g) => g.count >= PRICE_GUIDE_MIN_COUNT);
  const since = shown.length
    ? new Date(Math.min(...shown.map((g) => g.since.getTime()))).toISOString()
    : null;
  return {
    model,
    size,
    currency: (chosen as Currency | null) ?? null,
    asking,
    sold,
    by_year,
    since,
  };
}
