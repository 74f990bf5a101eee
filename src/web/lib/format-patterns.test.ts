// The server's patterns write every price, number and date exactly as Intl does, in all four
// languages and every currency (a difference would be a hydration mismatch on the page).
import { afterAll, describe, expect, it } from 'vitest';
import { CURRENCIES, LANGUAGES } from '#shared/constants.ts';
import { formatPatterns } from './derive-format-patterns.ts';
import { DATE_OPTIONS, formatDate, formatNumber } from './format-dates.ts';
import { formatPrice, installFormatPatterns } from './format.ts';
import { intlLocale, priceOptions } from '#shared/money.ts';

// Deterministic "random" values: prices with and without cents over every size of number.
let seed = 42;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const VALUES = [
  0,
  1,
  5,
  10,
  99.5,
  450,
  999,
  1000,
  1234,
  1850.5,
  9999,
  10000,
  12345.67,
  99999.99,
  100000,
  1234567,
  0.01,
  0.1 + 0.2,
  1.005,
  2.675,
  1.0005,
  3.14159,
  12.3456,
  0.0004,
  0.0005,
  999.9995,
  ...Array.from({ length: 300 }, (_, i) => Math.round(random() * 10 ** (i % 10) * 100) / 100),
  ...Array.from({ length: 100 }, (_, i) => Math.floor(random() * 10 ** (i % 13))),
  ...Array.from({ length: 100 }, () => random() * 5000),
];
const DATES = [
  '2026-01-04',
  '2024-02-29',
  '1999-12-31',
  '2031-07-09T18:30:00.000Z',
  ...Array.from({ length: 200 }, () =>
    new Date(Date.UTC(1990 + Math.floor(random() * 60), 0, 1 + Math.floor(random() * 366)))
      .toISOString()
      .slice(0, 10),
  ),
];

const intlPrice = (value: number, currency: string, language: string) =>
  new Intl.NumberFormat(
    intlLocale(language),
    priceOptions(currency, Number.isInteger(value) ? 0 : 2),
  ).format(value);

describe('format patterns', () => {
  afterAll(() => installFormatPatterns({ number: {}, date: {} }));

  it.each(LANGUAGES)('has a pattern for every price, number and date in %s', (language) => {
    const patterns = formatPatterns(language);
    expect(Object.keys(patterns.number)).toHaveLength(CURRENCIES.length + 2);
    expect(Object.keys(patterns.date)).toHaveLength(1);
  });

  it.each(LANGUAGES)('writes what Intl writes in %s', (language) => {
    installFormatPatterns(formatPatterns(language));
    for (const currency of CURRENCIES) {
      for (const value of VALUES) {
        expect(formatPrice(value, currency, language)).toBe(intlPrice(value, currency, language));
      }
    }
    const plain = new Intl.NumberFormat(intlLocale(language));
    const ungrouped = new Intl.NumberFormat(intlLocale(language), { useGrouping: false });
    for (const value of VALUES) {
      expect(formatNumber(value, language)).toBe(plain.format(value));
      expect(formatNumber(value, language, { useGrouping: false })).toBe(ungrouped.format(value));
    }
    const dates = new Intl.DateTimeFormat(intlLocale(language), DATE_OPTIONS);
    for (const iso of DATES) {
      const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
      expect(formatDate(iso, language)).toBe(dates.format(date));
    }
  });

  it('leaves to Intl what a pattern does not cover', () => {
    installFormatPatterns(formatPatterns('fr'));
    for (const value of [-12.5, 1e15, 1e21, Number.NaN, Infinity]) {
      expect(formatPrice(value, 'EUR', 'fr')).toBe(intlPrice(value, 'EUR', 'fr'));
    }
    expect(formatDate('0999-03-01', 'fr')).toBe(
      new Intl.DateTimeFormat('fr', DATE_OPTIONS).format(new Date('0999-03-01T00:00:00Z')),
    );
    expect(formatDate('not a date', 'fr')).toBe('not a date');
    // A language without patterns (switched to after the page loaded) goes through Intl too.
    installFormatPatterns({ number: {}, date: {} });
    expect(formatPrice(1850.5, 'USD', 'es')).toBe(intlPrice(1850.5, 'USD', 'es'));
  });
});
