// fast-check arbitraries for hostile values: the strings and numbers that break parsers,
// validators and SQL built by hand (hostile-json.ts builds bodies of them). Sizes stay under the
// 1 MB body limit so requests reach the validators instead of all stopping at the 413.
import fc from 'fast-check';
import { POISONED_DATES, POISONED_TEXT } from './poisoned.ts';

/** Brackets nested `depth` deep: `[[[]]]`. */
export const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Strings a careless handler mishandles: injection, traversal, control and odd unicode. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  ...POISONED_TEXT,
  '\u007f',
  '\u202e\u202d',
  '\ufeff',
  '\ud800',
  '\udfff\ud800',
  '𝕬𝖎𝖗 𝕲𝖊𝖆𝖗',
  '👨‍👩‍👧‍👦🪂',
  'Z̴̡̢͎a̸̛̝l̷̰g̵o̶',
  'ǅǈǋ İı ß ﬃ',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.jpg',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '"\\',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}#{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '1_000',
  '２０２４',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2024-02-30',
  ...POISONED_DATES,
  '2024-13-01T25:61:61Z',
  'true',
  'false',
  '[]',
  '{}',
  nested(200),
];

const HUGE = [
  'a'.repeat(10_000),
  'é'.repeat(60_000),
  '🪂'.repeat(30_000),
  'x'.repeat(300_000),
  '%'.repeat(5000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 1, arbitrary: fc.uuid() },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.001,
    0.005,
    1e12,
    1e12 + 0.01,
    1e15,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    Number.MIN_VALUE,
  ),
);

/** encodeURIComponent, which throws on lone surrogates: those go through as escaped bytes. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Buffer.from(value, 'utf8')
      .toString('hex')
      .replace(/../g, (h) => `%${h}`);
  }
}
