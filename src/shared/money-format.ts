// How a price is written in each language (pages, link previews, JSON-LD, feeds, mails): part
// of money's one home (money.ts, which re-exports it), apart from the parsing so that the pages'
// shell, which only writes prices, does not carry the parser.

/** Intl reads plain `pt` as Brazilian (`€ 450`); the site's Portuguese is European (`450 €`). */
export const intlLocale = (language: string) => (language === 'pt' ? 'pt-PT' : language);

/** A whole price without decimals (`1450 €`), any other with two (`1450,50 €`). */
export const priceOptions = (currency: string, fraction: number): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  minimumFractionDigits: fraction,
  maximumFractionDigits: 2,
});

// Making a number format costs far more than using one; a digest formats thousands of prices.
const formats = new Map<string, Intl.NumberFormat>();

/** A price as the site writes it in `language` (the web's formatPrice writes the same text). */
export function formatMoney(amount: number, currency: string, language: string): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const key = `${language}|${currency}|${fraction}`;
  try {
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale(language), priceOptions(currency, fraction));
      formats.set(key, format);
    }
    return format.format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
