// A rendered page's text becomes the same bytes whatever way utf8Bytes takes.
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8.ts';

const long = (tail: string) => `${'<p class="text-sm">Rush 6</p>'.repeat(300)}${tail}`;

describe('a page as UTF-8', () => {
  it.each([
    ['short', 'Prix : 1 200 €'],
    ['long, Latin-1 only', long('Café à 12 h')],
    ['long, beyond Latin-1', long('1 200 € · 3 jours · 😀')],
    ['long, a lone surrogate', long('a\ud800b')],
  ])('writes a %s text as Buffer.from does', (_name, text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text))).toBe(true);
  });
});
