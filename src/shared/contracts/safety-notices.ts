// Safety notices (docs/api.md, "Safety notices (beyond)"): a maker's or the DHV's notice with a
// scope over the catalogue and the passport's facts (serial, production date, hours). Serials in
// a scope are normalised as the passport keeps them, so "Q-31A" and an item's "q31a" compare.
import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, isoDate, longText, plainText } from './common.ts';
import { itemRecordSchema, normaliseSerial } from './items.ts';

export const NOTICE_SEVERITIES = ['grounding', 'action', 'info'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];
export const NOTICE_ISSUERS = ['manufacturer', 'dhv', 'other'] as const;
export const NOTICE_MATCHES = ['affected', 'may_be_affected'] as const;
export type NoticeMatch = (typeof NOTICE_MATCHES)[number];

// The messages are the `en` values of the `noticeErrors.*` locale keys (same key names).
export const NOTICE_MESSAGES = {
  badSerial: 'A serial in a rule has letters, digits and / _ + # only.',
  rangeLength: 'Both ends of a serial range have the same number of characters.',
  rangeOrder: 'A serial range starts before it ends.',
  overlap: 'Two serial ranges overlap.',
  producedOrder: 'The production range starts before it ends.',
  scopeNothing: 'The scope matches nothing in the catalogue.',
  sourceUrl: 'Enter the http(s) address of the notice.',
} as const;
/** The locale key of one of these messages (the web shows it translated), or undefined. */
export function noticeMessageKey(message: string): string | undefined {
  const key = Object.entries(NOTICE_MESSAGES).find(([, m]) => m === message)?.[0];
  return key ? `noticeErrors.${key}` : undefined;
}

/** A serial in a rule: normalised like the passport's, one or more allowed characters. */
const ruleSerial = plainText()
  .max(60)
  .transform(normaliseSerial)
  .pipe(z.string().regex(/^[\p{L}\p{N}/_+#]+$/u, NOTICE_MESSAGES.badSerial));

/**
 * `{from, to}`: serials of the same length between the two (inclusive, character by character);
 * `{prefix}`: serials that start so. A serial is in scope when it meets any of these (or there are
 * none), and ends with none of the `{suffix_not}` endings.
 */
export const serialRuleSchema = z.union([
  z.strictObject({ from: ruleSerial, to: ruleSerial }),
  z.strictObject({ prefix: ruleSerial }),
  z.strictObject({ suffix_not: ruleSerial }),
]);
export type SerialRule = z.infer<typeof serialRuleSchema>;

type Range = { from: string; to: string };
const isRange = (r: SerialRule): r is Range => 'from' in r;

/** Problems of a rule list, by index: what the write and the CSV import both refuse. */
export function serialRuleProblems(rules: SerialRule[]): { index: number; message: string }[] {
  const problems: { index: number; message: string }[] = [];
  rules.forEach((r, index) => {
    if (!isRange(r)) return;
    if (r.from.length !== r.to.length)
      problems.push({ index, message: NOTICE_MESSAGES.rangeLength });
    else if (r.from > r.to) problems.push({ index, message: NOTICE_MESSAGES.rangeOrder });
  });
  const ranges = rules.map((r, index) => ({ r, index })).filter((x) => isRange(x.r));
  for (const [i, a] of ranges.entries())
    for (const b of ranges.slice(i + 1)) {
      const [ra, rb] = [a.r as Range, b.r as Range];
      if (ra.from.length === rb.from.length && ra.from <= rb.to && rb.from <= ra.to)
        problems.push({ index: b.index, message: NOTICE_MESSAGES.overlap });
    }
  return problems;
}

const nullableDate = isoDate().nullable().default(null);
export const noticeScopeWriteSchema = z
  .object({
    /** Catalogue ids: the brand, and optionally some of its models and their sizes (none = all). */
    brand: idSchema,
    models: z.array(idSchema).max(100).default([]),
    sizes: z.array(idSchema).max(200).default([]),
    serial_rules: z.array(serialRuleSchema).max(50).default([]),
    produced_from: nullableDate,
    produced_to: nullableDate,
    /** Gear flown more than this many hours. */
    hours_over: z.number().min(0).max(10_000).nullable().default(null),
  })
  .superRefine((s, ctx) => {
    for (const p of serialRuleProblems(s.serial_rules))
      ctx.addIssue({ code: 'custom', path: ['serial_rules', p.index], message: p.message });
    if (s.produced_from && s.produced_to && s.produced_from > s.produced_to)
      ctx.addIssue({
        code: 'custom',
        path: ['produced_to'],
        message: NOTICE_MESSAGES.producedOrder,
      });
  });
export type NoticeScopeWrite = z.infer<typeof noticeScopeWriteSchema>;

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

/** The scope as read: the catalogue's names beside the ids, so pages need no second read. */
export const noticeScopeSchema = z.object({
  brand: z.object({ id: idSchema, name: z.string() }),
  models: z.array(z.object({ id: idSchema, name: z.string() })),
  sizes: z.array(z.object({ id: idSchema, name: z.string(), model: idSchema })),
  serial_rules: z.array(serialRuleSchema),
  produced_from: dateSchema.nullable(),
  produced_to: dateSchema.nullable(),
  hours_over: z.number().nullable(),
});
export type NoticeScope = z.infer<typeof noticeScopeSchema>;

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

/** GET gears/{id}/notices/: each open or fixed notice of the listing. */
export const gearNoticeSchema = z.object({
  notice: noticeSchema,
  match: z.enum(NOTICE_MATCHES),
  /** The passport record that proves the fix, or null. */
  fix: itemRecordSchema.nullable(),
});
export type GearNotice = z.infer<typeof gearNoticeSchema>;
export const gearNoticeListSchema = z.array(gearNoticeSchema);

/** On every listing in a list: open matches (not withdrawn, no fix recorded) by severity. */
export const noticeCountsSchema = z.object({
  grounding: z.number().int(),
  action: z.number().int(),
  info: z.number().int(),
});
export type NoticeCounts = z.infer<typeof noticeCountsSchema>;

/** GET notices/mine/ (the seller's dashboard): notices on the caller's listings and items. */
export const myNoticeSchema = z.object({
  notice: noticeSchema,
  match: z.enum(NOTICE_MATCHES),
  /** The listing it matched, or null when it matched an item with no listing. */
  gear: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The passport item to record the fix on (null: a listing without a passport yet). */
  item: idSchema.nullable(),
  fix: itemRecordSchema.nullable(),
});
export type MyNotice = z.infer<typeof myNoticeSchema>;
export const myNoticeListSchema = z.array(myNoticeSchema);
