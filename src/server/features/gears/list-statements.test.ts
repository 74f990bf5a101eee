// A page of 24 listings (GET gears/, a search, a seller's list), every card with its photos,
// price guide line, open safety notices and passport status where it has them, costs a known
// number of SQL statements, none of them sent twice: each is a round trip and a socket write, the
// largest share of a list read's CPU (bench/README.md, session 19).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gearPictures, gearPriceGuides, gears } from '#server/db/schema.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { itemBody, send } from '#server/test/items.ts';
import { makeCatalogue, noticeBody, postNotice } from '#server/test/notices.ts';
import { richListing } from '#server/test/rich-listing.ts';
import { statementsDuring } from '#server/test/statement-spy.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let auth: string;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Older listings enough for the whole list's total to be remembered (search/count-cache.ts).
  const old = await makeUser(db);
  await db.insert(gears).values(
    Array.from({ length: 1000 }, (_, i) => ({
      user_id: old.id,
      gear_type_id: GEAR_TYPE_IDS.instrument,
      name: `Old vario ${i}`,
      brand: 'Flytec',
      model: '6030',
      price: 100 + i,
      currency: 'GBP',
      properties: { instrument_type: 'vario' },
      country: 'PT',
      created_at: new Date(Date.now() - (30 + i) * 86_400_000),
    })),
  );
  await richListing(t); // 4 wings with photos, one with an item, a certificate and a notice
  const catalogue = await makeCatalogue(db);
  seller = (await makeUser(db)).id;
  auth = await loginAs(db, seller);
  for (let i = 0; i < 20; i++) {
    const model = catalogue.models[i % 2]!;
    const body = wingBody({
      name: `Page wing ${i}`,
      brand: catalogue.brand.name,
      model: model.name,
      catalogue_size: model.sizes[i % 3]!.id,
      country: i % 4 === 0 ? 'DE' : 'FR',
    });
    const res = await send(t, { method: 'POST', url: '/api/gears/', auth, body });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const positions = i % 5 === 0 ? [] : [0, 1, 2].slice(0, 1 + (i % 3));
    if (positions.length > 0)
      await db.insert(gearPictures).values(
        positions.map((position) => ({
          gear_id: id,
          position,
          storage_key: `${id.replaceAll('-', '')}${position}`,
          width: 800,
          height: 600,
        })),
      );
    if (i % 2 === 0)
      await db
        .insert(gearPriceGuides)
        .values({ gear_id: id, model_id: model.id, median: 1700.5 + i * 10, count: 6 + i });
    if (i % 3 === 0) {
      const facts = { brand: catalogue.brand.name, model: model.name, gear: id };
      const item = await send(t, {
        method: 'POST',
        url: '/api/items/',
        auth,
        body: itemBody(facts),
      });
      expect(item.statusCode, item.body).toBe(201);
    }
  }
  const staff = (await makeStaff(db)).auth;
  for (const [models, severity] of [
    [[catalogue.models[0]!.id], 'grounding'],
    [[catalogue.models[1]!.id], 'info'],
    [[catalogue.models[0]!.id, catalogue.models[1]!.id], 'action'],
  ] as const) {
    const res = await postNotice(t, staff, noticeBody(catalogue, { models }, { severity }));
    expect(res.statusCode, res.body).toBe(201);
  }
  await t.drainJobs();
});
afterAll(() => t.close());

/** The statements one request sends, each as its text and values. */
async function statementsOf(url: string, authorization?: string) {
  const { result: res, sent } = await statementsDuring(() => send(t, { url, auth: authorization }));
  expect(res.statusCode, res.body).toBe(200);
  return { sent, cards: res.json() as Card[] };
}
type Card = {
  price_converted?: { currency: string };
  pictures: unknown[];
  price_guide: unknown;
  airworthiness?: unknown;
  notices: Record<string, number>;
};

// The page's total with the reference rates and its rows with their pictures, guide rows and
// notice counts (gears/list-repository.ts), side by side; with free text the ids come first (the
// total decides how they are found). A remembered total costs none: the rows' statement reads the
// reference rates then. A login adds its session's, the owner's own list its views and saves.
// Before session 19 the extras were three statements more: 5 (6 with free text), and a page with
// a remembered total read the rates apart (2).
const CEILING = { visitor: 2, text: 3, login: 1, ownList: 2 };

it.each([
  ['the newest page', '/api/gears/?page_size=24', 24],
  ["a seller's list", '/api/gears/?page_size=24&user=SELLER', 20],
  ['wings in DE', `/api/gears/?page_size=24&gear_type=${GEAR_TYPE_IDS.wing}&country=DE`, 5],
  ['a text search', '/api/gears/?page_size=24&q=wing', 20],
])('reads %s in a known number of statements, none sent twice', async (_, path, size) => {
  const url = path.replace('SELLER', seller);
  for (const [who, authorization] of [
    ['visitor', undefined],
    ['loggedIn', auth],
  ] as const) {
    const { sent, cards } = await statementsOf(url, authorization);
    expect(cards).toHaveLength(size);
    // As rich as the page claims: photos, guide lines, notices and statuses on some cards.
    expect(cards.some((c) => c.pictures.length > 1)).toBe(true);
    expect(cards.some((c) => c.price_guide !== null)).toBe(true);
    expect(cards.some((c) => c.airworthiness !== undefined)).toBe(true);
    expect(cards.some((c) => Object.values(c.notices).some((n) => n > 0))).toBe(true);
    console.log(`${who} ${url}: ${sent.length} statements`);
    expect(sent.filter((s, i) => sent.indexOf(s) !== i)).toEqual([]);
    const ceiling =
      (path.includes('q=') ? CEILING.text : CEILING.visitor) +
      (authorization ? CEILING.login : 0) +
      (authorization && path.includes('user=') ? CEILING.ownList : 0);
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(ceiling);
  }
});

it('reads a page whose total is remembered in one statement, with the reference rates', async () => {
  const url = '/api/gears/?page_size=24&price_currency=GBP';
  const counted = await statementsOf(url);
  expect(counted.sent.length).toBeLessThanOrEqual(CEILING.visitor);
  // 1 024 listings: the total is remembered, and the page's statement reads the rates.
  const { sent, cards } = await statementsOf(url);
  console.log(`visitor ${url}, its total remembered: ${sent.length} statements`);
  expect(sent.length, sent.join('\n')).toBe(1);
  expect(cards).toEqual(counted.cards);
  expect(cards.map((c) => c.price_converted?.currency)).toEqual(cards.map(() => 'GBP'));
});
