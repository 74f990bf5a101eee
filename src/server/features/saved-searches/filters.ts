// A saved search's filters as the columns the matcher reads (schema.ts, saved_searches): each
// filter of GET gears/ has one column, null when the search leaves it open.
import type { GearFilters } from '#shared/contracts/saved-searches.ts';

/** Free text as GET gears/ reads it: every word must start a word of the listing. */
export function textQueryOf(q: string | undefined): string | null {
  const words = q?.match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
}

export function filterColumns(filters: GearFilters) {
  return {
    gear_type_id: filters.gear_type ?? null,
    country: filters.country || null,
    seller_id: filters.user ?? null,
    min_price: filters.min_price ?? null,
    max_price: filters.max_price ?? null,
    currency: filters.currency ?? null,
    status: filters.status ?? null,
    has_certificate: filters.has_certificate ?? null,
    certified_seller: filters.certified_seller ?? null,
    name_text: filters.name || null,
    brand_text: filters.brand || null,
    model_text: filters.model || null,
    text_query: textQueryOf(filters.q),
  };
}
