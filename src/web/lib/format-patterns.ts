// Prices, numbers and dates written from patterns the server took from Intl, without Intl. On a
// phone the browser's first Intl formatter of a language or currency loads locale data for a
// quarter to almost a second on the main thread, while the page hydrates. The server renders the
// page with Intl, reads each formatter's pattern from it (derive-format-patterns.ts) and ships the
// patterns with the page, so the browser writes the very same text from them; anything a pattern
// does not cover (another language, a huge or negative value, a year of five digits) still goes
// through Intl.

// How a price is written (intlLocale, priceOptions) is money's one home: src/shared/money.ts.

/** A number as Intl writes it: text around it, separators, grouping and fraction digits. */
export type NumberPattern = {
  /** Text before and after the digits (`€`, ` €`, `IRR `). */
  p: string;
  s: string;
  /** Group and decimal separators. */
  g: string;
  d: string;
  /** The fewest integer digits that are grouped (4 in en, 5 in es and pt; 99: never grouped). */
  m: number;
  /** Most fraction digits. */
  f: number;
};
/** A date as Intl writes it: `{d}`, `{m}`, `{y}` in a template, the month names, zero-padded days. */
export type DatePattern = { t: string; months: string[]; pad: boolean };
export type FormatPatterns = {
  number: Record<string, NumberPattern>;
  date: Record<string, DatePattern>;
};

/** The keys formatters and their patterns are kept under, one per language and options. */
export const priceKey = (language: string, currency: string) => `price|${language}|${currency}`;

/** Adds one in the last place of a string of digits, keeping its length (`0199` → `0200`). */
const increment = (digits: string) => (BigInt(digits) + 1n).toString().padStart(digits.length, '0');

/** The text Intl would write, or undefined for a value the pattern does not cover. */
export function applyNumber(pattern: NumberPattern, value: number, minFraction = 0) {
  // Intl rounds the shortest decimal that reads back as the value (1.005 → 1.01, half away from
  // zero), which is what String() writes for any value from 10^-6 up to 10^21.
  const decimal = String(value);
  // (-0 never comes: JSON writes it as 0.)
  if (!(value >= 0) || /[^\d.]/.test(decimal)) return undefined;
  const [whole, fraction = ''] = decimal.split('.') as [string, string?];
  let digits = whole + fraction.slice(0, pattern.f).padEnd(pattern.f, '0');
  if (fraction.length > pattern.f && fraction[pattern.f]! >= '5') digits = increment(digits);
  const integer = digits.slice(0, digits.length - pattern.f);
  let decimals = digits.slice(digits.length - pattern.f);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped =
    integer.length >= pattern.m ? integer.replace(/\B(?=(\d{3})+$)/g, () => pattern.g) : integer;
  return pattern.p + grouped + (decimals && pattern.d + decimals) + pattern.s;
}
