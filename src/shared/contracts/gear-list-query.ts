// The list query of GET gears/ (docs/api.md, "Gears"): the filters (gear-filters.ts) with the
// order and the page, and what a query string becomes: the filters it keeps, the stable query
// string a saved search stores, and the free text as the database's text query.
import { z } from 'zod';
import { GEAR_SORTS } from '#shared/constants.ts';
import { emptyToUndefined, pagingQuerySchema } from './common.ts';
import { gearFiltersSchema, type GearFilters } from './gear-filters.ts';

/** GET gears/: the filters, then the order and the page. */
export const gearListQuerySchema = pagingQuerySchema.extend({
  ...gearFiltersSchema.shape,
  sort: z.preprocess(emptyToUndefined, z.enum(GEAR_SORTS).default('newest')),
});
export type GearListQuery = z.infer<typeof gearListQuerySchema>;

/** The filters of a list query: what decides which listings it finds (not the page, the order). */
export function filtersOf(query: GearListQuery): GearFilters {
  const { page: _page, page_size: _size, sort: _sort, ...filters } = query;
  return filters;
}

/** The filters of a query string, or the messages of the ones that are not valid. */
export function parseGearFilters(
  query: string,
): { ok: true; filters: GearFilters } | { ok: false; messages: string[] } {
  const params = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
  const parsed = gearListQuerySchema.safeParse(params);
  if (!parsed.success)
    return {
      ok: false,
      messages: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  return { ok: true, filters: filtersOf(parsed.data) };
}

/** The query string of the filters that are set, in a stable order (what is stored). */
export function filtersToQuery(filters: GearFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/**
 * Free text (`q`) as a to_tsquery('simple', …) string: every word must start a word of the
 * listing's name, brand, model or description. Null when the text holds no word.
 */
export function textQueryOf(q: string | undefined): string | null {
  const words = q?.match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
}
