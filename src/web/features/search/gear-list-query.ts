// What a gear list page (/gears, /wing, …) asks the API for, from its URL: one function for the
// page and its route's loader, so both name the same query.
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { GearQuery } from '#web/lib/gear-cache.ts';
import type { FitSearch } from './components/category-fit-form.tsx';
import { parseWeight } from '#web/lib/takeoff-weight.ts';

/** Properties that give a listing a weight range, so its category is searched by fit. */
const FIT_PROPERTIES = ['weight_min', 'weight_max', 'max_load'];

/** The gear type a /{category} path names (its slug, any case) and whether it is searched by fit. */
export function categoryOf(types: GearType[], slug: string) {
  const type = types.find((x) => x.slug === slug.toLowerCase());
  return type && { type, fit: type.extra_properties.some((p) => FIT_PROPERTIES.includes(p.name)) };
}

export function gearListSearch(params: URLSearchParams, fit: boolean) {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search: FitSearch = {
    takeoff_weight: fit ? (params.get('takeoff_weight') ?? '') : '',
    en_class: fit ? (params.get('en_class') ?? '') : '',
  };
  const weight = parseWeight(search.takeoff_weight);
  const fitQuery = {
    takeoff_weight: weight ?? undefined,
    en_class: search.en_class || undefined,
    sort: weight === null ? undefined : 'fit',
  };
  return { page, search, fitQuery };
}

/** The GET gears/ query of a list page: the type's, by fit when asked, one page. */
export function gearListPageQuery(
  params: URLSearchParams,
  { gearTypeId, fit = false }: { gearTypeId?: string; fit?: boolean } = {},
): GearQuery {
  const { page, fitQuery } = gearListSearch(params, fit);
  return { gear_type: gearTypeId, ...fitQuery, page, page_size: PAGE_SIZE_DEFAULT };
}
