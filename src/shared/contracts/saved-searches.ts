// Saved searches (docs/api-beyond.md, "Saved searches and feeds"): a named query string of
// GET gears/ and how often its new matches are mailed.
import { z } from 'zod';
import { SAVED_SEARCH_FREQUENCIES } from '#shared/constants.ts';
import { dateTimeSchema, idSchema, plainText } from './common.ts';
import { gearListQuerySchema, type GearListQuery } from './gears.ts';

export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;
export { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '#shared/constants.ts';

/** What a saved search keeps of GET gears/: its filters, not the page or the order. */
export type GearFilters = Omit<GearListQuery, 'page' | 'page_size' | 'sort'>;

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
  const { page: _page, page_size: _size, sort: _sort, ...filters } = parsed.data;
  return { ok: true, filters };
}

/** The query string of the filters that are set, in a stable order (what is stored). */
export function filtersToQuery(filters: GearFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

const querySchema = z
  .string()
  .max(2000)
  .superRefine((query, ctx) => {
    const result = parseGearFilters(query);
    if (!result.ok)
      for (const message of result.messages) ctx.addIssue({ code: 'custom', message });
  });

export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string(),
  query: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  new_count: z.number().int(),
  last_sent_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchListSchema = z.array(savedSearchSchema);

const nameSchema = plainText().min(1, 'This field may not be blank.').max(SAVED_SEARCH_NAME_MAX);

export const savedSearchCreateSchema = z.object({
  name: nameSchema,
  query: querySchema,
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).default('instant'),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z.object({
  name: nameSchema.optional(),
  query: querySchema.optional(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).optional(),
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const unsubscribeSchema = z.object({
  token: z.string().min(1).max(200),
  all: z.boolean().optional(),
});

/** GET/PUT favourites/mails/: the daily watchlist mail switch of the caller's profile. */
export const watchlistMailsSchema = z.object({ enabled: z.boolean() });
export type WatchlistMails = z.infer<typeof watchlistMailsSchema>;
