// A safety notice's scope (docs/api.md, "Safety notices (beyond)"): the catalogue ids and the
// passport's facts (serial rules, production dates, hours) it covers, as written and as read, and
// the messages a notice is refused with. Serials in a rule are normalised as the passport keeps
// them, so "Q-31A" and an item's "q31a" compare.
import { z } from 'zod';
import { dateSchema, idSchema, isoDate, plainText } from './common.ts';
import { normaliseSerial, SERIAL_CHARACTERS } from './passport-fields.ts';

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
  .pipe(z.string().regex(SERIAL_CHARACTERS, NOTICE_MESSAGES.badSerial));

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
