// The cache of rendered pages (page-cache.ts) in the production app, on a renderer of its own
// written into a throw-away build folder: it lists the public API's listings and counts its
// renders, so a test sees whether an answer was rendered or kept.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { throwAwayBuild } from '#server/test/seo.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';
import { LISTS, listingTag } from '#server/plugins/cache-scope.ts';
import { pageTags } from './page-cache.ts';

const RENDERER = `
globalThis.pageCacheRenders = 0;
export async function render({ url, lang, apiFetch }) {
  globalThis.pageCacheRenders++;
  const gears = await (await apiFetch('/api/gears/?page_size=50', {})).json();
  const names = gears.map((gear) => gear.name).sort().join('|');
  return { payload: '{}', head: '', html: '<main data-lang="' + lang + '">' + url + ' ' + names + '</main>' };
}`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestContext;
// A second instance on the same database, as behind a load balancer.
let other: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
let auth: string;
const renders = () => (globalThis as { pageCacheRenders?: number }).pageCacheRenders ?? 0;
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  const env = { NODE_ENV: 'production', WEB_DIST: build.webDist };
  const { url } = await createTestDatabase();
  t = await createTestApp(env, { databaseUrl: url });
  other = await createTestApp(env, { databaseUrl: url });
  const seller = await makeUser(t.database.db);
  auth = await loginAs(t.database.db, seller.id);
  await makeGear(t.database.db, seller.id, { name: 'Kept wing' });
});
afterAll(async () => {
  await t.close();
  await other.close();
  await build.remove();
});

it('answers a visitor the kept page byte for byte, and renders it once for requests at once', async () => {
  const [first, ...others] = await Promise.all([1, 2, 3].map(() => page('/gears?kept=1')));
  expect(first!.statusCode).toBe(200);
  expect(first!.body).toContain('Kept wing');
  for (const other of others) expect(other.body).toBe(first!.body);
  const before = renders();
  const again = await page('/gears?kept=1');
  expect(renders()).toBe(before);
  expect(again.rawPayload.equals(first!.rawPayload)).toBe(true);
  expect(again.headers['cache-control']).toBe('no-cache');
  expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
  // Compressed once, the same bytes once decoded.
  const gzipped = await page('/gears?kept=1', { 'accept-encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.rawPayload).equals(first!.rawPayload)).toBe(true);
  expect(renders()).toBe(before);
});

it('forgets a page that lists listings when a listing is written through the API', async () => {
  await page('/gears?write=1');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/gears/',
    headers: { authorization: auth },
    payload: wingBody({ name: 'Fresh wing' }),
  });
  expect(created.statusCode).toBe(201);
  const before = renders();
  const after = await page('/gears?write=1');
  expect(renders()).toBe(before + 1);
  expect(after.body).toContain('Fresh wing');
});

it('keeps every page through a write no visitor can see', async () => {
  const url = '/gears?quiet=1';
  // Both instances keep the page once the other one has heard the earlier tests' writes (their
  // notices come through its LISTEN socket, which injected requests never wait on): until a round
  // of both requests, after a pause, renders nothing.
  let rendered: number;
  let rounds = 0;
  do {
    await new Promise((resolve) => setTimeout(resolve, 20));
    rendered = renders();
    await page(url);
    await other.app.inject({ url });
  } while (renders() !== rendered && ++rounds < 100);
  const gear = (await t.app.inject({ url: '/api/gears/?page_size=1' })).json()[0].id as string;
  const favourite = await t.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers: { authorization: auth },
    payload: { gear },
  });
  expect(favourite.statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = renders();
  await page(url);
  await other.app.inject({ url });
  expect(renders()).toBe(before);
});

it('tags a page with what it showed: its listing, any listing, or neither', () => {
  const id = '0b8c6f2e-1111-4aaa-8bbb-000000000001';
  expect(pageTags(`/itemdetails/${id}`, [`/api/gears/${id}/`])).toEqual([listingTag(id)]);
  expect(
    pageTags(`/itemdetails/${id}`, [`/api/gears/${id}/`, `/api/gears/${id}/similar/`]),
  ).toEqual([listingTag(id), LISTS]);
  expect(pageTags('/gears', ['/api/gears/?page=2', '/api/gear-types/'])).toEqual([LISTS]);
  expect(pageTags('/about-us', ['/api/gear-types/'])).toEqual([]);
});

it("forgets another instance's pages too when a write goes through one", async () => {
  const url = '/gears?bus=1';
  await other.app.inject({ url });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/gears/',
    headers: { authorization: auth },
    payload: wingBody({ name: 'Heard wing' }),
  });
  expect(created.statusCode).toBe(201);
  // Injected requests never wait on I/O: a pause lets the other instance read its LISTEN socket.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  let seen = (await other.app.inject({ url })).body;
  for (let i = 0; i < 200 && !seen.includes('Heard wing'); i++) {
    await pause();
    seen = (await other.app.inject({ url })).body;
  }
  expect(seen).toContain('Heard wing');
});

it('never answers a caller with a login token from the cache, nor keeps their page', async () => {
  const token = { cookie: `airToken=${auth.slice('Token '.length)}` };
  const visitor = await page('/gears?token=1');
  let before = renders();
  const user = await page('/gears?token=1', token);
  expect(renders()).toBe(before + 1);
  expect(user.headers['cache-control']).toBe('private, no-store');
  expect(user.body).toBe(visitor.body);
  // A page rendered for a logged-in caller first is not kept for the next visitor.
  await page('/gears?token=2', token);
  before = renders();
  const next = await page('/gears?token=2');
  expect(renders()).toBe(before + 1);
  expect(next.headers['cache-control']).toBe('no-cache');
  // An Authorization header counts as a login too.
  before = renders();
  await page('/gears?token=1', { authorization: auth });
  expect(renders()).toBe(before + 1);
});

it('keeps each language apart, however it was chosen', async () => {
  const en = await page('/gears?lang=1', { 'accept-language': 'en' });
  const fr = await page('/gears?lang=1', { 'accept-language': 'fr-FR' });
  expect(en.body).toContain('data-lang="en"');
  expect(fr.body).toContain('data-lang="fr"');
  const before = renders();
  expect((await page('/gears?lang=1', { cookie: 'i18next=fr' })).body).toBe(fr.body);
  expect((await page('/gears?lang=1')).body).toBe(en.body);
  const pt = await page('/gears?lang=1', { 'accept-language': 'pt' });
  expect(pt.body).toContain('data-lang="pt"');
  expect(renders()).toBe(before + 1);
});
