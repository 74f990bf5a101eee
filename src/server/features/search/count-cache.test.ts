import { expect, it } from 'vitest';
import { createCountCache } from './count-cache.ts';

const flush = () => new Promise((resolve) => setImmediate(resolve));

const setup = () => {
  let clock = 0;
  let calls = 0;
  let value = 5000;
  const cache = createCountCache({ minimum: 1000, maxAgeMs: 30_000, now: () => clock });
  const count = async () => {
    calls++;
    return value;
  };
  return {
    cache,
    count,
    calls: () => calls,
    set: (n: number) => (value = n),
    advance: (ms: number) => (clock += ms),
  };
};

it('counts small totals every time, exactly', async () => {
  const t = setup();
  t.set(999);
  expect(await t.cache.total('k', t.count)).toBe(999);
  t.set(998);
  expect(await t.cache.total('k', t.count)).toBe(998);
  expect(t.calls()).toBe(2);
});

it('remembers a large total, then refreshes it in the background once it is old', async () => {
  const t = setup();
  expect(await t.cache.total('k', t.count)).toBe(5000);
  t.set(5001);
  t.advance(29_000);
  expect(await t.cache.total('k', t.count)).toBe(5000);
  expect(t.calls()).toBe(1);
  t.advance(2_000);
  // Old: answered at once, recounted behind it; the next request sees the new total.
  expect(await t.cache.total('k', t.count)).toBe(5000);
  await flush();
  expect(await t.cache.total('k', t.count)).toBe(5001);
  expect(t.calls()).toBe(2);
});

it('counts again, and waits, when the remembered total is far too old', async () => {
  const t = setup();
  await t.cache.total('k', t.count);
  t.set(7000);
  t.advance(301_000);
  expect(await t.cache.total('k', t.count)).toBe(7000);
});

it('keeps filter sets apart and shares one count between concurrent requests', async () => {
  const t = setup();
  const [a, b] = await Promise.all([t.cache.total('a', t.count), t.cache.total('a', t.count)]);
  expect([a, b]).toEqual([5000, 5000]);
  expect(t.calls()).toBe(1);
  t.set(2000);
  expect(await t.cache.total('b', t.count)).toBe(2000);
  expect(await t.cache.total('a', t.count)).toBe(5000);
});

it('a total that shrinks below the minimum is counted exactly from then on', async () => {
  const t = setup();
  await t.cache.total('k', t.count);
  t.set(10);
  t.advance(31_000);
  await t.cache.total('k', t.count); // refresh in the background finds 10
  await flush();
  expect(await t.cache.total('k', t.count)).toBe(10);
});

it('peeks at a remembered total without counting, and knows no small one', async () => {
  const t = setup();
  expect(t.cache.peek('k')).toBeUndefined();
  await t.cache.total('k', t.count);
  t.advance(400_000);
  expect(t.cache.peek('k')).toBe(5000);
  t.set(12);
  await t.cache.total('s', t.count);
  expect(t.cache.peek('s')).toBeUndefined();
  expect(t.calls()).toBe(2);
});

it('remembers at most maxEntries filter sets, the least recently counted going first', async () => {
  const cache = createCountCache({ minimum: 1000, maxEntries: 3, now: () => 0 });
  // Any number of distinct filters (`name=1`, `name=2`, ...) keeps at most three totals.
  for (let i = 0; i < 50; i++) await cache.total(`name=${i}`, async () => 5000);
  const kept = Array.from({ length: 50 }, (_, i) => cache.peek(`name=${i}`) !== undefined);
  expect(kept.lastIndexOf(false)).toBe(46);
  expect(kept.filter(Boolean)).toHaveLength(3);
});

it('after a write, answers a remembered total once more while one count refreshes it', async () => {
  const t = setup();
  expect(await t.cache.total('k', t.count)).toBe(5000);
  t.set(5001);
  t.cache.markStale();
  expect(await t.cache.total('k', t.count)).toBe(5000);
  await flush();
  expect(t.calls()).toBe(2);
  expect(await t.cache.total('k', t.count)).toBe(5001);
});
