// The server renderer's reads, in-process as a visitor: an answer the response cache keeps is
// parsed once and shared by the pages rendered from it (frozen, so that none can change it for
// the others), every answer comes with the JSON text it was parsed from, and the page is written
// whole, whatever characters it holds.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { throwAwayBuild } from '#server/test/seo.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

// Reads the list twice per page and the gear types; says what it saw in the page.
const RENDERER = `
let before;
export async function render({ apiFetch }) {
  const list = await apiFetch('/api/gears/?page_size=2', {});
  const again = await apiFetch('/api/gears/?page_size=2', {});
  const types = await apiFetch('/api/gear-types/', {});
  const gears = await list.json();
  const seen = {
    frozen: Object.isFrozen(gears) && Object.isFrozen(gears[0]),
    shared: gears === (await again.json()) && (before === undefined || before === gears),
    texts: list.jsonText === JSON.stringify(gears) && types.jsonText.startsWith('['),
  };
  before = gears;
  const html = '<main>' + JSON.stringify(seen) + ' 1 200 € · ' + 'é'.repeat(5000) + '</main>';
  return { payload: '{"gears":' + list.jsonText + '}', head: '', html };
}`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  t = await createTestApp({ WEB_DIST: build.webDist, NODE_ENV: 'production' });
  const seller = await makeUser(t.database.db);
  for (let i = 0; i < 3; i++) await makeGear(t.database.db, seller.id);
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

// A login cookie: rendered every time, never answered from the cache of rendered pages.
const page = () =>
  t.app.inject({ url: '/gears', headers: { cookie: `${TOKEN_COOKIE}=cold-render-test` } });

it('shares one frozen answer of the response cache between the pages read from it', async () => {
  const list = (await t.app.inject({ url: '/api/gears/?page_size=2' })).body;
  for (let i = 0; i < 2; i++) {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>{"frozen":true,"shared":true,"texts":true}');
    // The page's characters beyond ASCII and Latin-1 arrive as they were rendered.
    expect(res.body).toContain(` 1 200 € · ${'é'.repeat(5000)}</main>`);
    const block = /<script type="application\/json" id="ssr-payload"[^>]*>(.*)<\/script>/s.exec(
      res.body,
    )?.[1];
    expect(JSON.parse(block!).gears).toEqual(JSON.parse(list));
  }
});
