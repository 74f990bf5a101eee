// Prices in the page's language (`1 850,50 €` in fr, `€1,850.50` in en), from the server's
// patterns when the page brought them (format-patterns.ts) and through Intl otherwise. Dates and
// plain numbers, which the home page does not show, are in format-dates.ts.
import { formatMoney } from '#shared/money.ts';
import { applyNumber, priceKey, type FormatPatterns } from './format-patterns.ts';

/** The patterns of the server-rendered page, by key (format-patterns.ts). */
export let patterns: FormatPatterns = { number: {}, date: {} };

/** Takes the patterns a server-rendered page was written with (before it hydrates). */
export function installFormatPatterns(given: FormatPatterns | undefined) {
  patterns = given ?? patterns;
}

// Building an Intl formatter costs far more than using one (locale data is resolved each time),
// and a page of 24 cards asks for the same few again and again: keep them.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export function formatPrice(price: number, currency: string, language: string): string {
  const key = priceKey(language, currency);
  const fraction = Number.isInteger(price) ? 0 : 2;
  const pattern = patterns.number[key];
  const fast = pattern && applyNumber(pattern, price, fraction);
  // Without a pattern, the one formatter the server's pages, previews, feeds and mails use.
  return fast ?? formatMoney(price, currency, language);
}
