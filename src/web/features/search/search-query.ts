// The search lives in the URL (/search?name=…&gear_type=…): links and the header bar can start
// one, the back button goes back to the previous search, and a reload shows the same results.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GEAR_SORTS } from '#shared/constants.ts';
import { moneyOrNull } from '#shared/money.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { apiPage, toQueryString } from '#web/lib/api-client.ts';
import { gearKeys, type GearQuery } from '#web/lib/gear-cache.ts';
import { parseWeight } from '#web/lib/takeoff-weight.ts';
import { servedWithPage } from '#web/lib/query-client.ts';

/** The search filters, in the order of the API's query string. */
export const FILTER_KEYS = [
  'name',
  'gear_type',
  'country',
  'model',
  'brand',
  'min_price',
  'max_price',
  'price_currency',
  'condition',
  'near',
  'radius_km',
  'takeoff_weight',
  'en_class',
  'notice',
  'airworthy',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;
export type Sort = (typeof GEAR_SORTS)[number];

export const EMPTY_FILTERS: Filters = {
  name: '',
  gear_type: '',
  country: '',
  model: '',
  brand: '',
  min_price: '',
  max_price: '',
  price_currency: '',
  condition: '',
  near: '',
  radius_km: '',
  takeoff_weight: '',
  en_class: '',
  notice: '',
  airworthy: '',
};

export function filtersFromParams(params: URLSearchParams): Filters {
  return Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as Filters;
}

export function sortFromParams(params: URLSearchParams): Sort {
  const sort = params.get('sort');
  return (GEAR_SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'newest';
}

/**
 * The GET gears/ query: only the non-empty filters, then sort and page. A price
 * that is not a number (typed into the URL by hand) is left out; the form points at it instead.
 */
export function searchQuery(filters: Filters, sort: Sort, page: number): GearQuery {
  const price = filters.max_price ? moneyOrNull(filters.max_price) : null;
  const minPrice = filters.min_price ? moneyOrNull(filters.min_price) : null;
  const weight = filters.takeoff_weight ? parseWeight(filters.takeoff_weight) : null;
  return {
    ...filters,
    max_price: price ?? undefined,
    min_price: minPrice ?? undefined,
    // A distance means something only around a town.
    radius_km: filters.near ? filters.radius_km : undefined,
    takeoff_weight: weight ?? undefined,
    // Best fit needs a weight (the API would order newest first anyway).
    sort: sort === 'newest' || (sort === 'fit' && weight === null) ? undefined : sort,
    page: page > 1 ? page : undefined,
  };
}

/** Search results are stale at once (a new listing must show) and fetched again on every mount (but the first, on a server-rendered page). */
export const gearSearchQuery = (query: GearQuery) =>
  queryOptions({
    queryKey: [...gearKeys.all, 'search', query],
    queryFn: ({ signal }) => apiPage<Gear>(`gears/${toQueryString(query)}`, { signal }),
    staleTime: 0,
  });

export function useGearSearch(query: GearQuery) {
  return useQuery({
    ...gearSearchQuery(query),
    refetchOnMount: (query) => (servedWithPage(query) ? false : 'always'),
  });
}
