// A saved search's query as it is stored: normalised, with the filter columns its matching
// reads (filters.ts). A filter the matcher cannot follow, or one refused while stored, is a 400
// on `query`, before anything is written.
import type { GearFilters } from '#shared/contracts/gear-filters.ts';
import { filtersToQuery, parseGearFilters } from '#shared/contracts/gear-list-query.ts';
import { HttpError, validationError } from '#server/lib/http-error.ts';
import { savedColumns, unsavedFilters } from '#server/features/search/filters.ts';

/** The stored query (normalised) and its filter columns; the contract validated it already. */
export function savedQueryColumns(query: string) {
  const parsed = parseGearFilters(query);
  if (!parsed.ok) throw validationError({ query: parsed.messages });
  // A filter the matcher cannot follow would mail listings the search does not show.
  const unsaved = unsavedFilters(parsed.filters);
  if (unsaved.length > 0) throw validationError({ query: unsaved });
  return { query: filtersToQuery(parsed.filters), ...columnsOrQueryError(parsed.filters) };
}

/** The filter columns; a filter refused while stored (an unknown town) is a 400 on `query`. */
function columnsOrQueryError(filters: GearFilters) {
  try {
    return savedColumns(filters);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    throw validationError({
      query: Object.entries(error.errors).flatMap(([key, messages]) =>
        messages.map((m) => `${key}: ${m}`),
      ),
    });
  }
}
