// Prices and dates through Intl in the page's language (`1 850,50 €` in pt/fr/es, `€1,850.50` in en).

/** Intl reads plain `pt` as Brazilian (`€ 450`); the site's Portuguese is European (`450 €`). */
export const intlLocale = (language: string) => (language === 'pt' ? 'pt-PT' : language);

export function formatPrice(price: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(price);
  } catch {
    return `${price} ${currency}`;
  }
}

export function formatDate(isoDate: string, language: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  // A stored value that is not a date (an old listing's free text) is shown as it is.
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}
