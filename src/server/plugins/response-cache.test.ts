// The production response cache of public listing pages (response-cache.ts). Rows inserted
// straight into the database (not through the API) show whether an answer came from memory.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let seller: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', RESPONSE_CACHE_MS: '1000' });
  seller = await makeUser(t.database.db);
});
afterAll(async () => t.close());

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/gears/?page_size=5', headers });
const ids = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json() as { id: string }[]).map((g) => g.id);

it('answers an anonymous list from memory, paging headers and all, until a write', async () => {
  await makeGear(t.database.db, seller.id);
  const first = await list();
  expect(first.statusCode).toBe(200);
  const hidden = await makeGear(t.database.db, seller.id); // not through the API: not seen
  const second = await list();
  expect(second.body).toBe(first.body);
  expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
  expect(second.headers.link).toBe(first.headers.link);
  expect(second.headers['content-type']).toMatch(/^application\/json/);
  expect(ids(second)).not.toContain(hidden.id);

  const auth = await loginAs(t.database.db, seller.id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/gears/',
    headers: { authorization: auth },
    payload: wingBody(),
  });
  expect(created.statusCode).toBe(201);
  const third = await list();
  expect(ids(third)).toEqual(expect.arrayContaining([hidden.id, created.json().id]));
  expect(Number(third.headers['x-total-count'])).toBe(Number(first.headers['x-total-count']) + 2);
});

it('gives logged-in callers a fresh answer every time', async () => {
  const auth = await loginAs(t.database.db, seller.id);
  await list();
  await list({ authorization: auth });
  const added = await makeGear(t.database.db, seller.id);
  expect(ids(await list({ authorization: auth }))).toContain(added.id);
  expect(ids(await list())).not.toContain(added.id);
});

it('forgets an answer after a second, and caches details too', async () => {
  const gear = await makeGear(t.database.db, seller.id, { name: 'Before' });
  const url = `/api/gears/${gear.id}/`;
  expect((await t.app.inject({ url })).json().name).toBe('Before');
  await t.database.db.execute(`update gears set name = 'After' where id = '${gear.id}'`);
  expect((await t.app.inject({ url })).json().name).toBe('Before');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await t.app.inject({ url })).json().name).toBe('After');
});

it('keeps no error answers', async () => {
  const id = crypto.randomUUID();
  const url = `/api/gears/${id}/`;
  expect((await t.app.inject({ url })).statusCode).toBe(404);
  await makeGear(t.database.db, seller.id, { id });
  expect((await t.app.inject({ url })).statusCode).toBe(200);
});

it('computes a missing page once for requests that arrive together', async () => {
  await makeGear(t.database.db, seller.id);
  const pool = t.database.pool;
  const original = pool.query.bind(pool);
  let pageQueries = 0;
  pool.query = ((...args: Parameters<typeof original>) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text?.includes('from "gears"') && text.includes('order by')) pageQueries++;
    return original(...args);
  }) as typeof pool.query;
  try {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ url: '/api/gears/?page_size=7' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(pageQueries).toBe(1);
  } finally {
    pool.query = original as typeof pool.query;
  }
});

it('keeps the ETag with a cached answer: the same tag, and a 304 for it', async () => {
  await makeGear(t.database.db, seller.id);
  const first = await list();
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\//);
  const cached = await list();
  expect(cached.body).toBe(first.body);
  expect(cached.headers.etag).toBe(etag);
  const revalidated = await list({ 'if-none-match': etag });
  expect(revalidated.statusCode).toBe(304);
  expect(revalidated.body).toBe('');
});

it('answers other spellings of a page from the same entry, each with its own Link', async () => {
  await makeGear(t.database.db, seller.id);
  const first = await t.app.inject({ url: '/api/gears/?page_size=3' });
  const hidden = await makeGear(t.database.db, seller.id); // not through the API: not seen
  const spellings = ['/api/gears/?pad=1&page_size=03', '/api/gears?sort=newest&page_size=3&pad=1'];
  for (const url of spellings) {
    const cached = await t.app.inject({ url });
    expect(cached.body).toBe(first.body);
    expect(cached.headers.link).toContain('pad=1');
  }
  expect(ids(await t.app.inject({ url: '/api/gears/?page_size=4' }))).toContain(hidden.id);
});

it('answers a compressed page from memory too, the same bytes as compression made', async () => {
  for (let i = 0; i < 4; i++) await makeGear(t.database.db, seller.id);
  const url = '/api/gears/?page_size=20&sort=price_asc';
  const plain = await t.app.inject({ url });
  expect(plain.rawPayload.length).toBeGreaterThan(1024); // compressed at all
  const gzip = { 'accept-encoding': 'gzip' };
  const first = await t.app.inject({ url, headers: gzip });
  const kept = await t.app.inject({ url, headers: gzip });
  for (const res of [first, kept]) {
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  }
  expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
  const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  const revalidated = await t.app.inject({
    url,
    headers: { ...gzip, 'if-none-match': String(plain.headers.etag) },
  });
  expect(revalidated.statusCode).toBe(304);
});

it('answers the gear types from memory until a staff edit, which clears what is kept', async () => {
  const types = async () =>
    ((await t.app.inject({ url: '/api/gear-types/' })).json() as { slug: string }[]).map(
      (type) => type.slug,
    );
  const first = await types();
  const slug = `kept-${Date.now()}`;
  await t.database.db.execute(
    `insert into gear_types (name, slug, description, extra_properties, position)
     values ('Kept', '${slug}', 'Not through the API.', '[]', 99)`,
  );
  expect(await types()).toEqual(first);
  const { auth } = await makeStaff(t.database.db);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/gear-types/',
    headers: { authorization: auth },
    payload: {
      name: 'Edited',
      slug: `${slug}-2`,
      description: 'Through the API.',
      extra_properties: [],
    },
  });
  expect(created.statusCode).toBe(201);
  expect(await types()).toEqual(expect.arrayContaining([slug, `${slug}-2`]));
});
