// Server side of format-patterns.ts: reads from Intl how a language writes the site's prices,
// numbers and dates, and keeps a pattern only when it writes a wide range of values exactly as
// Intl does (else the browser uses Intl for it, as it would without a pattern).
import { CURRENCIES } from '#shared/constants.ts';
import { applyDate, DATE_OPTIONS, dateKey, numberKey } from './format-dates.ts';
import { intlLocale, priceOptions } from '#shared/money.ts';
import {
  applyNumber,
  priceKey,
  type DatePattern,
  type FormatPatterns,
  type NumberPattern,
} from './format-patterns.ts';

/** The number options the pages format with (property-list.tsx, certificate-card.tsx). */
const NUMBER_OPTIONS: Intl.NumberFormatOptions[] = [{}, { useGrouping: false }];

// Every length of number, values that round up across a digit (0.9995, 99.995), and ties that
// only the shortest decimal of the double shows as ties (1.005, 2.675).
const PROBE_NUMBERS = [
  ...Array.from({ length: 16 }, (_, digits) => [
    10 ** digits,
    10 ** digits - 1,
    1.234 * 10 ** digits,
  ]),
  [0, 0.5, 0.05, 0.125, 0.0005, 0.9995, 1.005, 2.675, 4.35, 99.995, 1850.5, 1850.25, 0.1 + 0.2],
].flat();
const PROBE_DATES = [1999, 2000, 2026, 2099].flatMap((year) =>
  Array.from({ length: 12 }, (_, month) =>
    [1, 4, 9, 10, 28].map((day) => new Date(Date.UTC(year, month, day))),
  ).flat(),
);

/** Intl's parts as a pattern: digits and separators in the middle, anything else around them. */
function readNumber(format: Intl.NumberFormat, grouped: boolean): NumberPattern | undefined {
  const parts = format.formatToParts(1234567.891);
  const digits = (type: string) => ['integer', 'group', 'decimal', 'fraction'].includes(type);
  const first = parts.findIndex((part) => digits(part.type));
  const last = parts.findLastIndex((part) => digits(part.type));
  const middle = parts.slice(first, last + 1);
  if (first < 0 || !middle.every((part) => digits(part.type))) return undefined;
  const integers = middle.filter((part) => part.type === 'integer').slice(1);
  if (integers.some((part) => part.value.length !== 3)) return undefined; // not in threes
  const isGrouped = (n: number) => format.formatToParts(n).some((part) => part.type === 'group');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    p: text(0, first),
    s: text(last + 1),
    g: middle.find((part) => part.type === 'group')?.value ?? '',
    d: middle.find((part) => part.type === 'decimal')?.value ?? '',
    m: !grouped ? 99 : isGrouped(1234) ? 4 : isGrouped(12345) ? 5 : 99,
    f: format.resolvedOptions().maximumFractionDigits ?? 0,
  };
}

/** `intl(minFraction)`: the formatter the site uses for a value of that many fraction digits. */
function numberPattern(intl: (minFraction: number) => Intl.NumberFormat, price: boolean) {
  const minFraction = (value: number) => (price && !Number.isInteger(value) ? 2 : 0);
  const formats = new Map([0, 2].map((fraction) => [fraction, intl(fraction)]));
  const format = (value: number) => formats.get(minFraction(value))!.format(value);
  const grouped = formats.get(0)!.resolvedOptions().useGrouping !== false;
  const pattern = readNumber(formats.get(price ? 2 : 0)!, grouped);
  const exact = PROBE_NUMBERS.every(
    (value) => pattern && applyNumber(pattern, value, minFraction(value)) === format(value),
  );
  return exact ? pattern : undefined;
}

function datePattern(format: Intl.DateTimeFormat): DatePattern | undefined {
  const fields: Record<string, string> = { day: '{d}', month: '{m}', year: '{y}' };
  const template = (date: Date) =>
    format
      .formatToParts(date)
      .map((part) => fields[part.type] ?? part.value)
      .join('');
  const probe = new Date(Date.UTC(2026, 0, 4));
  const months = Array.from({ length: 12 }, (_, month) =>
    format.formatToParts(new Date(Date.UTC(2026, month, 4))).find((p) => p.type === 'month'),
  );
  if (months.some((month) => !month)) return undefined;
  const pattern = {
    t: template(probe),
    months: months.map((month) => month!.value),
    pad: format.formatToParts(probe).find((p) => p.type === 'day')?.value === '04',
  };
  const exact = PROBE_DATES.every((date) => applyDate(pattern, date) === format.format(date));
  return exact ? pattern : undefined;
}

function derive(language: string): FormatPatterns {
  const locale = intlLocale(language);
  const patterns: FormatPatterns = { number: {}, date: {} };
  const keep = <T>(map: Record<string, T>, key: string, pattern: T | undefined) => {
    if (pattern) map[key] = pattern;
  };
  for (const currency of CURRENCIES) {
    const intl = (fraction: number) =>
      new Intl.NumberFormat(locale, priceOptions(currency, fraction));
    keep(patterns.number, priceKey(language, currency), numberPattern(intl, true));
  }
  for (const options of NUMBER_OPTIONS) {
    const intl = () => new Intl.NumberFormat(locale, options);
    keep(patterns.number, numberKey(language, options), numberPattern(intl, false));
  }
  keep(
    patterns.date,
    dateKey(language),
    datePattern(new Intl.DateTimeFormat(locale, DATE_OPTIONS)),
  );
  return patterns;
}

const derived = new Map<string, FormatPatterns>();

/** The patterns of a language's prices, numbers and dates, read from Intl once per language. */
export function formatPatterns(language: string): FormatPatterns {
  let patterns = derived.get(language);
  if (!patterns) derived.set(language, (patterns = derive(language)));
  return patterns;
}
