import { expect, it } from 'vitest';
import { createBoundedMap } from './bounded-map.ts';

const keys = (map: { deleteWhere: (f: (v: string, k: string) => boolean) => void }) => {
  const seen: string[] = [];
  map.deleteWhere((_v, k) => {
    seen.push(k);
    return false;
  });
  return seen;
};

it('forgets the least recently used beyond the number of entries; touch makes one recent', () => {
  const map = createBoundedMap<string, string>({ maxEntries: 3, maxBytes: 1000 });
  for (const k of ['a', 'b', 'c']) map.set(k, k.toUpperCase(), 1);
  map.touch('a');
  map.set('d', 'D', 1);
  expect(keys(map)).toEqual(['c', 'a', 'd']);
  expect(map.get('b')).toBeUndefined();
  // get alone does not make an entry recent.
  expect(map.get('c')).toBe('C');
  map.set('e', 'E', 1);
  expect(map.get('c')).toBeUndefined();
  expect(map.stats()).toEqual({ entries: 3, bytes: 3 });
});

it('keeps the bytes under the bound, refusing a value larger than all of it', () => {
  const map = createBoundedMap<string, string>({ maxEntries: 100, maxBytes: 100 });
  map.set('a', 'a', 40);
  map.set('b', 'b', 40);
  map.set('c', 'c', 40);
  expect(keys(map)).toEqual(['b', 'c']);
  expect(map.stats().bytes).toBe(80);
  map.set('huge', 'x', 101);
  expect(map.get('huge')).toBeUndefined();
  expect(map.stats()).toEqual({ entries: 2, bytes: 80 });
  // Replacing a key counts its new size only.
  map.set('b', 'b2', 10);
  expect(map.stats()).toEqual({ entries: 2, bytes: 50 });
});

it('counts a held value that grew, evicting to stay bounded, and ignores one no longer held', () => {
  const map = createBoundedMap<string, { n: number }>({ maxEntries: 10, maxBytes: 100 });
  const a = { n: 1 };
  const b = { n: 2 };
  map.set('a', a, 30);
  map.set('b', b, 30);
  map.grow('b', b, 50);
  expect(map.get('a')).toBeUndefined();
  expect(map.stats()).toEqual({ entries: 1, bytes: 80 });
  map.grow('a', a, 1000);
  map.grow('b', { n: 2 }, 1000);
  expect(map.stats()).toEqual({ entries: 1, bytes: 80 });
});

it('deletes what a predicate chooses, and everything on clear', () => {
  const map = createBoundedMap<string, number>({ maxEntries: 10, maxBytes: 100 });
  for (let i = 0; i < 6; i++) map.set(`k${i}`, i, 5);
  map.deleteWhere((value) => value % 2 === 0);
  expect(map.stats()).toEqual({ entries: 3, bytes: 15 });
  expect(map.get('k1')).toBe(1);
  expect(map.get('k2')).toBeUndefined();
  map.delete('k1');
  expect(map.stats()).toEqual({ entries: 2, bytes: 10 });
  map.clear();
  expect(map.stats()).toEqual({ entries: 0, bytes: 0 });
});
