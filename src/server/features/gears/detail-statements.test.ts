// A listing's page, rendered cold (a login cookie: never from the page cache) from the reads its
// route loader makes (src/web/app/pages/gear-detail-loader.ts: the listing, its notices, similar
// listings and certificates, then each certificate's photos, the catalogue size and the item),
// costs a known number of SQL statements, none of them sent twice. Each statement is a round trip
// and a socket write, the largest share of a cold page's CPU (bench/README.md, session 18).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { richListing } from '#server/test/rich-listing.ts';
import { gearTypeCache } from '#server/features/seo/gear-types-repository.ts';
import { throwAwayBuild } from '#server/test/seo.ts';
import { statementsDuring } from '#server/test/statement-spy.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

// The loader's reads, in its order and with its parallelism; the page says what each answered.
const RENDERER = `
export async function render({ url, apiFetch }) {
  const id = url.split('/')[2];
  const get = async (path) => {
    const res = await apiFetch('/api/' + path, {});
    return { status: res.status, body: await res.json() };
  };
  const gear = get('gears/' + id + '/');
  const notices = get('gears/' + id + '/notices/');
  const sections = Promise.all([
    get('gears/' + id + '/similar/'),
    get('gears/' + id + '/certificates/').then(async (list) => [
      list,
      ...(await Promise.all(list.body.map((c) => get('certificates/' + c.id + '/pictures/')))),
    ]),
    gear.then((g) => Promise.all([
      get('catalogue/sizes/' + g.body.catalogue_size + '/'),
      get('items/' + g.body.item + '/'),
    ])),
  ]);
  const reads = [await gear, await notices, ...(await sections).flat(2)];
  return { payload: '{}', head: '', html: '<main>' + JSON.stringify(reads) + '</main>' };
}`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';

// The figure reached in session 20 (31 before session 18, 14 after it): the head reads the
// listing's answer its loader reads (seo/gear-head-source.ts) where it had a statement of its
// own. A statement more fails, and so does any statement sent twice.
const CEILING = 13;

let t: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
let listing: Awaited<ReturnType<typeof richListing>>;
beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  t = await createTestApp({ WEB_DIST: build.webDist, NODE_ENV: 'production' });
  listing = await richListing(t);
  // The gear types the head names are read once a minute, not by each page: kept before.
  await gearTypeCache(t.database.db)();
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

type Read = { status: number; body: unknown };

it("renders a rich listing's page in a known number of statements, none sent twice", async () => {
  const { result: res, sent } = await statementsDuring(() =>
    t.app.inject({
      url: `/itemdetails/${listing.id}`,
      headers: { cookie: `${TOKEN_COOKIE}=statements-test` },
    }),
  );

  expect(res.statusCode).toBe(200);
  const reads = JSON.parse(/<main>(.*)<\/main>/s.exec(res.body)![1]!) as Read[];
  // Every read answered, and the page is as rich as it claims: the listing with its photos,
  // one notice, three similar listings, one certificate with one photo, a size and the item.
  expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
  const [gear, notices, similar, certificates, pictures, , item] = reads.map((r) => r.body) as [
    { pictures: unknown[]; item: string },
    unknown[],
    { pictures: unknown[] }[],
    unknown[],
    unknown[],
    unknown,
    { id: string; records: unknown[] },
  ];
  expect(gear.pictures).toHaveLength(2);
  expect(notices).toHaveLength(1);
  expect(similar.map((s) => s.pictures.length)).toEqual([2, 2, 2]);
  expect([certificates.length, pictures.length]).toEqual([1, 1]);
  expect(item.id).toBe(listing.item);
  expect(item.records).toHaveLength(1);

  console.log(sent.join('\n\n'));
  expect(sent.filter((s, i) => sent.indexOf(s) !== i)).toEqual([]);
  expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(CEILING);
});

it('answers a listing and its similar listings as the list answers their cards', async () => {
  // The single reads fold pictures, price guide and notice counts into their row: the same
  // values the list reads beside its rows (search), field for field.
  const get = async (url: string) => (await t.app.inject({ url })).json();
  const gear = await get(`/api/gears/${listing.id}/`);
  const list = (await get(`/api/gears/?user=${gear.user}&page_size=10`)) as { id: string }[];
  const card = (id: string) => list.find((g) => g.id === id);
  expect(gear).toEqual(card(listing.id));
  expect(gear.notices).toEqual({ grounding: 1, action: 0, info: 0 });
  const similar = (await get(`/api/gears/${listing.id}/similar/`)) as { id: string }[];
  expect(similar.map((g) => g.id).sort()).toEqual([...listing.similar].sort());
  for (const g of similar) expect(g).toEqual(card(g.id));
});
