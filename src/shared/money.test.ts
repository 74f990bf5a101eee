// The one price parser: what people type in en, pt, es and fr, and what could be read two ways.
import { describe, expect, it } from 'vitest';
import { MONEY_AMBIGUOUS_MESSAGE, MONEY_INVALID_MESSAGE, parseMoney } from './money.ts';

const value = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : parsed.reason;
};

describe('parseMoney', () => {
  it('reads prices as people type them in the four languages', () => {
    expect(value('1500')).toBe(1500);
    expect(value('1 500')).toBe(1500);
    expect(value('1\u00a0500')).toBe(1500);
    expect(value('1.500')).toBe(1500);
    expect(value('1,500')).toBe(1500);
    expect(value('1500,50')).toBe(1500.5);
    expect(value('1500.5')).toBe(1500.5);
    expect(value('1.500,50')).toBe(1500.5);
    expect(value('1,500.50')).toBe(1500.5);
    expect(value('1 500,50 €')).toBe(1500.5);
    expect(value('€1,500')).toBe(1500);
    expect(value('EUR 1.234.567')).toBe(1234567);
    expect(value(' 0,99 ')).toBe(0.99);
  });

  it('refuses what could be read two ways, with a message that says how to write it', () => {
    for (const text of ['0.500', '1.50.0', '1,5000', '12.345.67', '1,50,000', '1.500.50,5.5'])
      expect(value(text), text).toBe('ambiguous');
    expect(parseMoney('0,500')).toMatchObject({ ok: false, message: MONEY_AMBIGUOUS_MESSAGE });
  });

  it('refuses what is not a price', () => {
    for (const text of ['', 'cheap', '-5', '1e3', '1,', '.5', '15 00 0x'])
      expect(value(text), text).toBe('invalid');
    expect(parseMoney('abc')).toMatchObject({ message: MONEY_INVALID_MESSAGE });
    expect(value('2000000000000')).toBe('too_large');
  });
});
