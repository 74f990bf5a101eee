// Money's one home: how a price a person typed is read (every form and every query string), and
// how a price is written in each language (pages, link previews, JSON-LD, feeds, mails), so the
// same listing reads the same everywhere in one language (`1450 €` in pt, `€1,450` in en).
import { PRICE_MAX } from './constants.ts';

export const MONEY_INVALID_MESSAGE = 'Enter a price, e.g. 1500 or 1500.50.';
export const MONEY_AMBIGUOUS_MESSAGE =
  'Write the price as 1500 or 1500.50: the separators here could mean thousands or decimals.';
export const MONEY_TOO_LARGE_MESSAGE = `Enter a price of at most ${PRICE_MAX}.`;

export type MoneyParse =
  | { ok: true; value: number }
  | { ok: false; reason: 'invalid' | 'ambiguous' | 'too_large'; message: string };

const fail = (reason: 'invalid' | 'ambiguous' | 'too_large'): MoneyParse => ({
  ok: false,
  reason,
  message:
    reason === 'invalid'
      ? MONEY_INVALID_MESSAGE
      : reason === 'ambiguous'
        ? MONEY_AMBIGUOUS_MESSAGE
        : MONEY_TOO_LARGE_MESSAGE,
});

// A currency sign or code before or after the number: people paste "€1,500" or "1 500 EUR".
const CURRENCY = /^(?:€|\$|£|﷼|EUR|USD|GBP|IRR)\s*|\s*(?:€|\$|£|﷼|EUR|USD|GBP|IRR)$/gi;

/** Which separator groups thousands and which marks decimals, or null when it cannot be told. */
function separators(digits: string): { group?: string; decimal?: string } | null {
  const found = digits.match(/[.,]/g) ?? [];
  const kinds = [...new Set(found)];
  if (kinds.length === 0) return {};
  if (kinds.length === 2) {
    const decimal = found.at(-1)!;
    if (found.filter((c) => c === decimal).length > 1) return null;
    return { decimal, group: kinds.find((c) => c !== decimal) };
  }
  const [sep] = kinds as [string];
  if (found.length > 1) return { group: sep };
  const [whole, after] = digits.split(sep) as [string, string];
  if (after.length <= 2) return { decimal: sep };
  // "1.500" and "1,500" are a thousand and a half in no language; "0.500" could be either.
  if (after.length === 3 && whole !== '0') return { group: sep };
  return null;
}

/**
 * A price as typed in any of the site's languages: "1500", "1 500", "1.500", "1,500", "1500,50",
 * "1.500,50", "1,500.50", "€1,500", "1 500 €". Refuses what could be read two ways ("0.500",
 * "1.50.0", "1,5000") rather than guess, and more than 2 decimals.
 */
export function parseMoney(text: string): MoneyParse {
  const compact = text
    .trim()
    .replace(CURRENCY, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(compact) || /[.,]$/.test(compact)) return fail('invalid');
  const seps = separators(compact);
  if (!seps) return fail('ambiguous');
  const at = seps.decimal ? compact.lastIndexOf(seps.decimal) : compact.length;
  const [whole, decimals] = [compact.slice(0, at), compact.slice(at + 1)];
  if (decimals.length > 2) return fail('ambiguous');
  const groups = seps.group ? whole.split(seps.group) : [whole];
  const [first, ...rest] = groups as [string, ...string[]];
  if (first.length < 1 || (rest.length > 0 && first.length > 3) || rest.some((g) => g.length !== 3))
    return fail('ambiguous');
  const value = Number(`${groups.join('')}${decimals ? `.${decimals}` : ''}`);
  if (!Number.isFinite(value)) return fail('invalid');
  return value > PRICE_MAX ? fail('too_large') : { ok: true, value };
}

/** The price, or null when the text is not one. */
export const moneyOrNull = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : null;
};

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
