// GET gears/ over a few hundred listings made in one insert: every filter alone and combined,
// the sort orders and the paging headers, each checked against the same rule computed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, GEAR_TYPE_IDS } from '#shared/constants.ts';
import { certificates, certifiers, gears } from '#server/db/schema.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { WINDOW } from './window-page-repository.ts';

let t: TestContext;
const COUNT = 300;
const BRANDS = ['Ozone', 'Advance', 'Gin', 'Nova', 'Skywalk', 'Niviuk'];
const MODELS = ['Rush', 'Alpha', 'Bonanza', 'Mentor', 'Chili', 'Hook'];
const TYPES = [GEAR_TYPE_IDS.wing, GEAR_TYPE_IDS.harness, GEAR_TYPE_IDS.instrument];
const COUNTRIES = ['PT', 'ES', 'FR', 'DE', 'GB'];
const DESCRIPTIONS = [
  'Lightweight hike and fly',
  'Stored dry, never repaired',
  '',
  'Tandem school use',
];

type Seller = { id: string; certified: boolean; suspended: boolean; auth: string };

// The reference rates migration 0027 starts with (the test changes none): prices compare in euros,
// exactly (integers of 1e-8 €), as PostgreSQL's numeric does.
const RATES_MICRO: Record<string, bigint> = {
  EUR: 1_000_000n,
  CHF: 1_070_000n,
  GBP: 1_170_000n,
  USD: 920_000n,
  IRR: 22n,
};
const eur = (r: { price: number; currency: string }) =>
  BigInt(Math.round(r.price * 100)) * RATES_MICRO[r.currency]!;
const euros = (amount: number) => BigInt(Math.round(amount * 100)) * 1_000_000n;
const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

type Row = {
  id: string;
  i: number;
  name: string;
  brand: string;
  model: string;
  description: string;
  price: number;
  currency: string;
  gear_type: string;
  country: string;
  status: 'active' | 'sold' | 'archived';
  hidden: boolean;
  seller: Seller;
  certified: boolean;
};
let sellers: Seller[] = [];
let rows: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  sellers = [];
  for (let s = 0; s < 6; s++) {
    const user = await makeUser(db, { is_certified_seller: s < 2, is_suspended: s === 5 });
    sellers.push({
      id: user.id,
      certified: s < 2,
      suspended: s === 5,
      auth: await loginAs(db, user.id),
    });
  }
  const start = Date.now();
  const values = Array.from({ length: COUNT }, (_, i) => {
    const brand = BRANDS[i % 6]!;
    const model = `${MODELS[(i * 7 + Math.floor(i / 6)) % 6]} ${(i % 5) + 1}`;
    return {
      user_id: sellers[Math.floor(i / 7) % 6]!.id,
      gear_type_id: TYPES[i % 3]!,
      name: `${brand} ${model}${i % 11 === 0 ? ' Tandem' : ''}`,
      brand,
      model,
      description: DESCRIPTIONS[i % 4]!,
      // Repeating prices, so the price orders need their tie-breaker.
      price: ((i * 7919) % 97) * 50 + (i % 3 === 0 ? 0.5 : 0),
      currency: CURRENCIES[i % 4]!,
      properties: {},
      country: COUNTRIES[i % 5]!,
      status:
        i % 10 === 7
          ? ('sold' as const)
          : i % 10 === 8
            ? ('archived' as const)
            : ('active' as const),
      is_hidden: i % 50 === 9,
      created_at: new Date(start - i * 60_000),
    };
  });
  const inserted = await db.insert(gears).values(values).returning({ id: gears.id });
  const [certifier] = await db.select({ id: certifiers.id }).from(certifiers).limit(1);
  rows = values.map((v, i) => ({
    id: inserted[i]!.id,
    i,
    name: v.name,
    brand: v.brand,
    model: v.model,
    description: v.description,
    price: v.price,
    currency: v.currency,
    gear_type: v.gear_type_id,
    country: v.country,
    status: v.status,
    hidden: v.is_hidden,
    seller: sellers.find((s) => s.id === v.user_id)!,
    certified: i % 7 === 0,
  }));
  await db.insert(certificates).values(
    rows
      .filter((r) => r.certified)
      .map((r) => ({
        gear_id: r.id,
        user_id: r.seller.id,
        certifier_id: certifier!.id,
        issue_date: '2025-01-01',
        expiration_date: '2027-01-01',
        porosity: 30,
        lines_need_trim: false,
        fabric_condition: true,
      })),
  );
});
afterAll(async () => t.close());

const publicRow = (r: Row) => r.status === 'active' && !r.hidden && !r.seller.suspended;
const newest = (a: Row, b: Row) => a.i - b.i;
const ids = (list: Row[]) => list.map((r) => r.id);
const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Every page of a query, following the total; returns the ids in order and the total. */
async function fetchAll(query: string, auth?: string) {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      url: `/api/gears/?${query}&page=${page}&page_size=100`,
      headers: auth ? { authorization: auth } : {},
    });
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-total-count']);
    found.push(...res.json().map((g: { id: string }) => g.id));
    if (found.length >= total || res.json().length === 0) return { ids: found, total };
  }
}

async function expectResults(query: string, rule: (r: Row) => boolean, order = newest) {
  const expected = ids(rows.filter((r) => publicRow(r) && rule(r)).sort(order));
  const result = await fetchAll(query);
  expect(result.total).toBe(expected.length);
  expect(result.ids).toEqual(expected);
  return expected;
}

describe('GET /api/gears/ filters, one at a time', () => {
  const words = (r: Row) =>
    `${r.name} ${r.brand} ${r.model} ${r.description}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const cases: [string, (r: Row) => boolean][] = [
    ['', () => true],
    ['name=', () => true],
    ['name=oZoNe', (r) => has(r.name, 'ozone')],
    ['name=tandem', (r) => has(r.name, 'tandem')],
    ['name=%25', (r) => has(r.name, '%')],
    ['brand=ADV', (r) => has(r.brand, 'adv')],
    ['model=ush 3', (r) => has(r.model, 'ush 3')],
    [`gear_type=${GEAR_TYPE_IDS.harness}`, (r) => r.gear_type === GEAR_TYPE_IDS.harness],
    ['country=fr', (r) => r.country === 'FR'],
    ['max_price=1000', (r) => eur(r) <= euros(1000)],
    ['max_price=0.5', (r) => eur(r) <= euros(0.5)],
    ['min_price=4000.5', (r) => eur(r) >= euros(4000.5)],
    ['max_price=1000&price_currency=GBP', (r) => eur(r) <= euros(1170)],
    ['currency=GBP', (r) => r.currency === 'GBP'],
    ['q=HIK', (r) => words(r).some((w) => w.startsWith('hik'))],
    ['q=stored dry', (r) => ['stored', 'dry'].every((q) => words(r).some((w) => w.startsWith(q)))],
    ['q=tandem', (r) => words(r).some((w) => w.startsWith('tandem'))],
    ['has_certificate=true', (r) => r.certified],
    ['has_certificate=false', (r) => !r.certified],
    ['certified_seller=true', (r) => r.seller.certified],
    ['certified_seller=false', (r) => !r.seller.certified],
  ];

  it.each(cases)('%s', async (query, rule) => {
    const expected = await expectResults(query, rule);
    // Every filter must really narrow or hit something, or the case proves nothing.
    if (query !== '' && query !== 'name=' && query !== 'name=%25')
      expect(expected.length).toBeGreaterThan(0);
  });

  it('user', async () => {
    const seller = sellers[2]!;
    const expected = await expectResults(`user=${seller.id}`, (r) => r.seller === seller);
    expect(expected.length).toBeGreaterThan(10);
  });

  it('names a filter of the wrong form', async () => {
    for (const [query, field] of [
      ['max_price=abc', 'max_price'],
      ['min_price=-1', 'min_price'],
      ['currency=JPY', 'currency'],
      ['gear_type=wing', 'gear_type'],
      ['has_certificate=yes', 'has_certificate'],
      ['sort=cheapest', 'sort'],
      ['page_size=101', 'page_size'],
      ['page=0', 'page'],
    ]) {
      const res = await t.app.inject({ url: `/api/gears/?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { [field!]: [expect.any(String)] },
      });
    }
  });
});

describe('GET /api/gears/ filters combined, sorting and paging', () => {
  it('combines filters with AND', async () => {
    const expected = await expectResults(
      `brand=o&gear_type=${GEAR_TYPE_IDS.wing}&country=PT&max_price=4000&min_price=100&currency=EUR`,
      (r) =>
        has(r.brand, 'o') &&
        r.gear_type === GEAR_TYPE_IDS.wing &&
        r.country === 'PT' &&
        eur(r) <= euros(4000) &&
        eur(r) >= euros(100) &&
        r.currency === 'EUR',
    );
    expect(expected.length).toBeGreaterThan(0);
    await expectResults(
      'q=hike&has_certificate=true&certified_seller=true',
      (r) => r.description.startsWith('Lightweight hike') && r.certified && r.seller.certified,
    );
  });

  it('sorts newest first, by price ascending and descending (newest first among equal prices)', async () => {
    await expectResults('sort=newest', () => true);
    // Every currency in euros: never the raw numbers.
    const asc = await expectResults(
      'sort=price_asc',
      () => true,
      (a, b) => cmp(eur(a), eur(b)) || a.i - b.i,
    );
    await expectResults(
      'sort=price_desc',
      () => true,
      (a, b) => cmp(eur(b), eur(a)) || a.i - b.i,
    );
    await expectResults(
      'sort=price_asc&currency=USD',
      (r) => r.currency === 'USD',
      (a, b) => a.price - b.price || a.i - b.i,
    );
    const prices = asc.map((id) => eur(rows.find((r) => r.id === id)!));
    expect(new Set(prices).size).toBeLessThan(prices.length);
  });

  it('pages with X-Total-Count and Link first/prev/next/last', async () => {
    const all = ids(rows.filter(publicRow).sort(newest));
    const last = Math.ceil(all.length / 10);
    const res = await t.app.inject({ url: '/api/gears/?country=&page=3&page_size=10' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { id: string }) => g.id)).toEqual(all.slice(20, 30));
    expect(res.headers['x-total-count']).toBe(String(all.length));
    const link = (page: number, rel: string) =>
      `</api/gears/?country=&page=${page}&page_size=10>; rel="${rel}"`;
    expect(res.headers.link).toBe(
      [link(1, 'first'), link(2, 'prev'), link(4, 'next'), link(last, 'last')].join(', '),
    );
    const first = await t.app.inject({ url: '/api/gears/?page_size=10' });
    expect(first.headers.link).not.toContain('rel="prev"');
    expect(first.json()).toHaveLength(10);
    const end = await t.app.inject({ url: `/api/gears/?page_size=10&page=${last}` });
    expect(end.headers.link).not.toContain('rel="next"');
    expect(end.json().map((g: { id: string }) => g.id)).toEqual(all.slice((last - 1) * 10));
    const beyond = await t.app.inject({ url: `/api/gears/?page_size=10&page=${last + 5}` });
    expect(beyond.json()).toEqual([]);
    const standard = await t.app.inject({ url: '/api/gears/' });
    expect(standard.json()).toHaveLength(24);
  });
});

describe('GET /api/gears/ status and visibility', () => {
  const owner = () => sellers[1]!;
  const own = (r: Row) => r.seller === owner();

  it('shows the owner all of their own listings with user= their id, filtered by status when asked', async () => {
    const mine = ids(rows.filter(own).sort(newest));
    expect((await fetchAll(`user=${owner().id}`, owner().auth)).ids).toEqual(mine);
    for (const status of ['active', 'sold', 'archived'] as const) {
      const expected = ids(rows.filter((r) => own(r) && r.status === status).sort(newest));
      expect(expected.length).toBeGreaterThan(0);
      expect((await fetchAll(`user=${owner().id}&status=${status}`, owner().auth)).ids).toEqual(
        expected,
      );
    }
  });

  it('shows anyone else only active, visible listings whatever status they ask for', async () => {
    const visible = ids(rows.filter((r) => own(r) && publicRow(r)).sort(newest));
    const stranger = sellers[2]!.auth;
    for (const auth of [undefined, stranger]) {
      expect((await fetchAll(`user=${owner().id}`, auth)).ids).toEqual(visible);
      expect((await fetchAll(`user=${owner().id}&status=active`, auth)).ids).toEqual(visible);
      expect((await fetchAll(`user=${owner().id}&status=sold`, auth)).total).toBe(0);
      expect((await fetchAll('status=archived', auth)).total).toBe(0);
    }
  });

  it("hides a suspended seller's listings from the public list", async () => {
    const suspended = sellers[5]!;
    expect(rows.some((r) => r.seller === suspended && r.status === 'active')).toBe(true);
    expect((await fetchAll(`user=${suspended.id}`)).total).toBe(0);
  });
});

describe('GET /api/gears/ free text, however its page is found', () => {
  // A page of text matches comes from a window of the first listings in order, or, when the
  // window cannot settle it, from the matches sorted (page-repository.ts): both give the same pages.
  const sizes = { ...WINDOW };
  afterAll(() => Object.assign(WINDOW, sizes));
  const byPrice = (a: Row, b: Row) => cmp(eur(a), eur(b)) || a.i - b.i;
  const byPriceDesc = (a: Row, b: Row) => cmp(eur(b), eur(a)) || a.i - b.i;
  const starts = (r: Row, word: string) =>
    `${r.name} ${r.brand} ${r.model} ${r.description}`
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .some((w) => w.startsWith(word));
  const cases: [string, (r: Row) => boolean, (a: Row, b: Row) => number][] = [
    ['q=rush', (r) => starts(r, 'rush'), newest],
    ['q=hike&sort=price_asc', (r) => starts(r, 'hike'), byPrice],
    [
      `name=ozone&gear_type=${GEAR_TYPE_IDS.wing}&sort=price_desc`,
      (r) => has(r.name, 'ozone') && r.gear_type === GEAR_TYPE_IDS.wing,
      byPriceDesc,
    ],
    [
      'brand=o&country=PT&has_certificate=false&max_price=3000',
      (r) => has(r.brand, 'o') && r.country === 'PT' && !r.certified && eur(r) <= euros(3000),
      newest,
    ],
    ['model=ush&certified_seller=true', (r) => has(r.model, 'ush') && r.seller.certified, newest],
  ];

  it.each([1, 8, 40, 4000])('with a window of %i listings', async (size) => {
    Object.assign(WINDOW, { newest: size, price_asc: size, price_desc: size });
    for (const [query, rule, order] of cases) {
      const expected = ids(rows.filter((r) => publicRow(r) && rule(r)).sort(order));
      expect(expected.length, query).toBeGreaterThan(7);
      const found: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
        const res = await t.app.inject({ url: `/api/gears/?${query}&page=${page}&page_size=7` });
        expect(res.headers['x-total-count'], query).toBe(String(expected.length));
        found.push(...res.json().map((g: { id: string }) => g.id));
      }
      expect(found, query).toEqual(expected);
    }
  });
});
