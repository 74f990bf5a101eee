// Prices and dates through Intl in the page's language (`1 850,50 €` in pt/fr/es, `€1,850.50` in en),
// and a photo's stored sizes as an image's candidates.
import type { Picture } from '#shared/contracts/gears.ts';

/** Intl reads plain `pt` as Brazilian (`€ 450`); the site's Portuguese is European (`450 €`). */
export const intlLocale = (language: string) => (language === 'pt' ? 'pt-PT' : language);

// Building an Intl formatter costs far more than using one (locale data is resolved each time),
// and a page of 24 cards asks for the same few again and again: keep them.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

export function formatPrice(price: number, currency: string, language: string): string {
  const fraction = Number.isInteger(price) ? 0 : 2;
  try {
    return cached(
      `price|${language}|${currency}|${fraction}`,
      () =>
        new Intl.NumberFormat(intlLocale(language), {
          style: 'currency',
          currency,
          minimumFractionDigits: fraction,
          maximumFractionDigits: 2,
        }),
    ).format(price);
  } catch {
    return `${price} ${currency}`;
  }
}

export function formatDate(isoDate: string, language: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  // A stored value that is not a date (an old listing's free text) is shown as it is.
  if (Number.isNaN(date.getTime())) return isoDate;
  return cached(
    `date|${language}`,
    () => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(date);
}

export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(language), options),
  ).format(value);
}

/**
 * Both stored variants of a photo as `srcset` candidates: the browser picks by the slot's width
 * (`sizes`) and the screen's density. Here, not in a module of its own, because the card and the
 * gallery share it and each module they alone share would be one more file to fetch.
 */
export const photoSrcSet = (photo: Picture) =>
  `${photo.thumbnail} ${photo.thumbnail_width}w, ${photo.link} ${photo.width}w`;
