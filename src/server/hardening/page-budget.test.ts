// Outside review, third round, finding 2: nothing outside /api/ was limited, so random queries
// on pages and feeds (each a cache miss and a render) from one IP were all served. Pages and
// feeds now share a per-IP budget; hashed assets, photos and translations spend none of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let off: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const get = (app: TestContext, url: string, remoteAddress: string) =>
  app.app.inject({ url, remoteAddress });

it('answers 429 with Retry-After once an IP has spent its budget on pages and feeds', async () => {
  const ip = '192.0.2.150';
  const { max } = RATE_LIMITS.pages;
  for (let i = 0; i < max; i++) {
    const url = i % 2 ? `/?cb=${i}` : `/feeds/gears.atom?q=w${i}`;
    expect((await get(t, url, ip)).statusCode).not.toBe(429);
  }
  for (const url of ['/?cb=over', '/feeds/gears.atom?q=over', '/search?q=x', '/%61bout']) {
    const limited = await get(t, url, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String), code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
  }
  // Hashed assets, photos and translations are not pages; the API has its own budget.
  for (const url of ['/assets/app-1234.js', '/media/ab12.webp', '/locales/en/translation.json'])
    expect((await get(t, url, ip)).statusCode).not.toBe(429);
  expect((await get(t, '/api/gear-types/', ip)).statusCode).toBe(200);
  // Another IP has a budget of its own.
  expect((await get(t, '/?cb=other', '192.0.2.151')).statusCode).not.toBe(429);
});

it('RATE_LIMITS=off leaves pages unlimited (the browser journeys rely on it)', async () => {
  for (let i = 0; i <= RATE_LIMITS.pages.max; i++)
    expect((await get(off, `/?cb=${i}`, '192.0.2.152')).statusCode).not.toBe(429);
});
