// Saved searches (docs/api-beyond.md, "Saved searches and feeds"): a named query string of
// GET gears/, how often its new matches are mailed, and whether its matches' price drops are too.
import { z } from 'zod';
import { SAVED_SEARCH_FREQUENCIES } from '#shared/constants.ts';
import { dateTimeSchema, idSchema, plainText } from './common.ts';
import { parseGearFilters } from './gear-list-query.ts';

export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 100;
export { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '#shared/constants.ts';

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
  /** Also mail when a listing it matches gets cheaper (with the same frequency). */
  price_drops: z.boolean(),
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
  price_drops: z.boolean().default(false),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z.object({
  name: nameSchema.optional(),
  query: querySchema.optional(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).optional(),
  price_drops: z.boolean().optional(),
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const unsubscribeSchema = z.object({
  token: z.string().min(1).max(200),
  all: z.boolean().optional(),
});

/** GET/PUT favourites/mails/: the daily watchlist mail switch of the caller's profile. */
export const watchlistMailsSchema = z.object({ enabled: z.boolean() });
export type WatchlistMails = z.infer<typeof watchlistMailsSchema>;
