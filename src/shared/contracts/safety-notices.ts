// Safety notices (docs/api.md, "Safety notices (beyond)"): a maker's or the DHV's notice, in
// every language, with its scope (notice-scope.ts) over the catalogue and the passport's facts;
// its list query, its CSV import, and the open matches a listing card counts by severity.
// Its matches against listings and items are in notice-matches.ts.
import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, isoDate, longText, plainText } from './common.ts';
import { NOTICE_MESSAGES, noticeScopeSchema, noticeScopeWriteSchema } from './notice-scope.ts';

export const NOTICE_SEVERITIES = ['grounding', 'action', 'info'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];
export const NOTICE_ISSUERS = ['manufacturer', 'dhv', 'other'] as const;

/** Per language; English is required, the others fall back to it. */
const localised = (max: number, text: () => z.ZodString) =>
  z.object({
    en: text().min(1, 'This field may not be blank.').max(max),
    pt: text().max(max).optional(),
    es: text().max(max).optional(),
    fr: text().max(max).optional(),
  });
export const localisedTitleSchema = localised(200, plainText);
export const localisedTextSchema = localised(10_000, longText);
export type LocalisedText = z.infer<typeof localisedTextSchema>;

export const noticeWriteSchema = z.object({
  title: localisedTitleSchema,
  text: localisedTextSchema,
  issuer: z.enum(NOTICE_ISSUERS),
  source_url: plainText()
    .max(500)
    .regex(/^https?:\/\/\S+$/, NOTICE_MESSAGES.sourceUrl),
  date: isoDate(),
  severity: z.enum(NOTICE_SEVERITIES),
  scope: noticeScopeWriteSchema,
});
export type NoticeWrite = z.infer<typeof noticeWriteSchema>;

const counts = z.object({ listings: z.number().int(), items: z.number().int() });
export const noticeSchema = z.object({
  id: idSchema,
  title: localisedTitleSchema,
  text: localisedTextSchema,
  issuer: z.enum(NOTICE_ISSUERS),
  source_url: z.string(),
  date: dateSchema,
  severity: z.enum(NOTICE_SEVERITIES),
  scope: noticeScopeSchema,
  withdrawn_at: dateTimeSchema.nullable(),
  /** Listings and items it matched (affected or may be), and those with a recorded fix. */
  matched: counts,
  fixed: counts,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeListSchema = z.array(noticeSchema);

const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
export const noticeListQuerySchema = z.object({
  page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).default(1)),
  page_size: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(24),
  ),
  /** Catalogue ids. */
  brand: optionalQuery(idSchema),
  model: optionalQuery(idSchema),
  /** true: not withdrawn; false: withdrawn only; left out: both. */
  active: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});

/** POST notices/import/: the CSV text (docs/notices-csv.md). */
export const noticeImportSchema = z.object({ csv: z.string().min(1).max(2_000_000) });
export const noticeImportResultSchema = z.object({ notices: z.number().int() });

/** On every listing in a list: open matches (not withdrawn, no fix recorded) by severity. */
export const noticeCountsSchema = z.object({
  grounding: z.number().int(),
  action: z.number().int(),
  info: z.number().int(),
});
export type NoticeCounts = z.infer<typeof noticeCountsSchema>;
