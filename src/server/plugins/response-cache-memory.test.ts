// What the response cache (response-cache.ts) holds: one entry per page however its URL is
// spelled, at most `maxEntries` and `maxBytes`. A bare app whose list route counts how often it
// computes an answer: a count that does not grow is an answer served from memory.
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { createResponseCache } from './response-cache.ts';

async function appWith(options: { maxEntries?: number; maxBytes?: number } = {}) {
  // A clock that never moves: nothing expires, so only the bounds remove entries.
  const cache = createResponseCache({ ...options, now: () => 0 });
  const app = Fastify();
  app.addHook('onSend', cache.capture);
  app.addHook('preValidation', cache.serve);
  app.addHook('onResponse', cache.settle);
  let computed = 0;
  // A body of about 100 bytes per listing asked for, as a page of listings grows with its size.
  app.get('/api/gears/', async (request, reply) => {
    computed++;
    const size = Number((request.query as { page_size?: string }).page_size ?? 24);
    setPagingHeaders(request, reply, { page: 1, page_size: size, total: 500 });
    return reply.type('application/json').send(`"${'x'.repeat(size * 100)}"`);
  });
  const get = async (query: string) => {
    const res = await app.inject({ url: `/api/gears/?${query}` });
    expect(res.statusCode).toBe(200);
    return res;
  };
  return { app, cache, get, computed: () => computed };
}

it('keys by the parsed query: unknown names, order, defaults and spelling share one entry', async () => {
  const { cache, get, computed } = await appWith();
  await get('page_size=3&name=Wing');
  const spellings = [
    'page_size=3&name=Wing&pad=1',
    'name=Wing&pad=2&page_size=03',
    'sort=newest&page=1&pad=3&page_size=3&name=%20Wing%20',
    'country=&name=Wing&page_size=3&pad=4&q=',
  ];
  for (const [i, query] of spellings.entries()) {
    const res = await get(query);
    // Link repeats the caller's own URL, as a fresh answer's would.
    expect(res.headers.link).toContain(`pad=${i + 1}`);
    expect(res.headers['x-total-count']).toBe('500');
  }
  expect(computed()).toBe(1);
  expect(cache.stats().entries).toBe(1);
  await get('page_size=3&name=Wing&page=2');
  await get('page_size=3&name=Wing&sort=price_asc');
  expect(computed()).toBe(3);
});

it('holds at most maxEntries, the least recently used going first', async () => {
  const { cache, get, computed } = await appWith({ maxEntries: 3 });
  for (const name of ['a', 'b', 'c']) await get(`name=${name}`);
  await get('name=a'); // read: now the most recently used
  await get('name=d'); // b, the least recently used, goes
  expect(cache.stats().entries).toBe(3);
  expect(computed()).toBe(4);
  await get('name=a');
  await get('name=c');
  await get('name=d');
  expect(computed()).toBe(4);
  await get('name=b');
  expect(computed()).toBe(5);
});

it('holds at most maxBytes, and keeps no answer larger than all of it', async () => {
  const maxBytes = 25_000;
  const { cache, get, computed } = await appWith({ maxBytes });
  // The attack of the review: one large page under many spellings, then many pages.
  for (let i = 0; i < 100; i++) await get(`page_size=100&pad=${i}`);
  expect(computed()).toBe(1);
  for (let i = 0; i < 100; i++) {
    await get(`page_size=100&name=${i}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
  }
  expect(cache.stats().entries).toBe(2);
  const before = computed();
  await get('page_size=100&name=99');
  expect(computed()).toBe(before);

  const small = await appWith({ maxBytes: 5_000 });
  await small.get('page_size=100');
  await small.get('page_size=100');
  expect(small.computed()).toBe(2);
  expect(small.cache.stats()).toEqual({ entries: 0, bytes: 0 });
});
