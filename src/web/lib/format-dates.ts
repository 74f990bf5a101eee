// Dates and plain numbers in the page's language (a listing's facts, a certificate's dates and
// porosity), from the server's patterns when the page brought them (format-patterns.ts) and
// through Intl otherwise.
import { cached, patterns } from './format.ts';
import { intlLocale } from '#shared/money.ts';
import { applyNumber, type DatePattern } from './format-patterns.ts';

export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
export const numberKey = (language: string, options: Intl.NumberFormatOptions) =>
  `number|${language}|${JSON.stringify(options)}`;
export const dateKey = (language: string) => `date|${language}`;

/** The text Intl would write, or undefined for a year the pattern does not cover. */
export function applyDate(pattern: DatePattern, date: Date) {
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return undefined;
  const day = String(date.getUTCDate());
  const parts: Record<string, string> = {
    d: pattern.pad ? day.padStart(2, '0') : day,
    m: pattern.months[date.getUTCMonth()]!,
    y: String(year),
  };
  return pattern.t.replace(/\{([dmy])\}/g, (_, part: string) => parts[part]!);
}

export function formatDate(isoDate: string, language: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  // A stored value that is not a date (an old listing's free text) is shown as it is.
  if (Number.isNaN(date.getTime())) return isoDate;
  const key = dateKey(language);
  const pattern = patterns.date[key];
  const fast = pattern && applyDate(pattern, date);
  if (fast !== undefined) return fast;
  return cached(key, () => new Intl.DateTimeFormat(intlLocale(language), DATE_OPTIONS)).format(
    date,
  );
}

export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = numberKey(language, options);
  const pattern = patterns.number[key];
  const fast = pattern && applyNumber(pattern, value);
  if (fast !== undefined) return fast;
  return cached(key, () => new Intl.NumberFormat(intlLocale(language), options)).format(value);
}
