// One meaning of a search, checked: random filter sets × random listings, and for each set the
// listings GET gears/ finds are exactly those its feed shows, its instant alert mails, its daily
// digest mails and (for the filters a wanted item has) the wanted-item match mails. Every filter
// key is in at least one set of every run, alone; the other sets combine keys at random.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_CONDITIONS, GEAR_TYPE_IDS, PRICE_TYPES } from '#shared/constants.ts';
import {
  GEAR_FILTER_KEYS,
  type GearFilterKey,
  type GearFilters,
} from '#shared/contracts/gear-filters.ts';
import { filtersToQuery } from '#shared/contracts/gear-list-query.ts';
import { gears, users } from '#server/db/schema.ts';
import { loginAs, makeCertificate, makeUser } from '#server/test/factories.ts';
import { outboxMails } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let sellers: { id: string; auth: string }[];
let ginNotice: string;
beforeAll(async () => {
  t = await createTestApp({ ALERT_DELAY_SECONDS: '0' });
  const db = t.database.db;
  // A certified seller, a plain one, and a suspended one (whose listings nobody sees).
  const made = [
    await makeUser(db, { is_certified_seller: true }),
    await makeUser(db),
    await makeUser(db),
  ];
  sellers = await Promise.all(made.map(async (u) => ({ id: u.id, auth: await loginAs(db, u.id) })));
  // A grounding notice on every Gin (a scope of the brand alone: affected, open).
  await db.execute(sql`insert into catalogue_brands (name, name_key) values ('Gin', 'gin')
    on conflict do nothing`);
  const { rows } = await db.execute<{ id: string }>(sql`insert into safety_notices
      (title, text, issuer, source_url, date, severity, brand_id, brand_key)
    select '{"en":"Check"}', '{"en":"Check it."}', 'manufacturer', 'https://example.com', '2026-01-01',
      'grounding', id, 'gin' from catalogue_brands where name_key = 'gin' returning id`);
  ginNotice = rows[0]!.id;
});
afterAll(async () => t.close());

const TYPES = [GEAR_TYPE_IDS.wing, GEAR_TYPE_IDS.reserve, GEAR_TYPE_IDS.instrument];
const BRANDS = ['Ozone', 'Gin', 'Advance', 'Nova_X'];
const MODELS = ['Rush 6', 'Bolero', 'Alpha 7', '100% Mentor'];
const WORDS = ['fresh', 'trimmed', 'alps', 'folded'];
const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
const COUNTRIES = ['PT', 'ES', 'FR'];
// Towns of each country (gazetteer ids), near one another and far apart, or none.
const TOWNS: Record<string, (number | null)[]> = {
  PT: [2267057, 2735943, null], // Lisbon, Porto
  ES: [3117735, 3128760, null], // Madrid, Barcelona
  FR: [3037543, 2996944, null], // Annecy, Lyon
};
const PRICES = [300, 800, 1500, 2500];
const RANGES = [
  [60, 80],
  [75, 95],
  [90, 110],
  [100, 130],
] as const;
const CLASSES = ['EN-A', 'EN-B', 'EN-C', 'EN-D', 'CCC'] as const;
const SIZES = ['S', 'M', 'L'];

const listingArb = fc.record({
  type: fc.constantFrom(...TYPES),
  brand: fc.constantFrom(...BRANDS),
  model: fc.constantFrom(...MODELS),
  word: fc.constantFrom(...WORDS),
  price: fc.constantFrom(...PRICES),
  currency: fc.constantFrom(...CURRENCIES),
  country: fc.constantFrom(...COUNTRIES),
  seller: fc.integer({ min: 0, max: 2 }),
  range: fc.constantFrom(...RANGES),
  maxLoad: fc.constantFrom(100, 120, 140),
  certification: fc.constantFrom(...CLASSES),
  size: fc.constantFrom(...SIZES),
  year: fc.integer({ min: 2016, max: 2024 }),
  certificate: fc.boolean(),
  reserved: fc.boolean(),
  priceType: fc.constantFrom(...PRICE_TYPES),
  /** The passport holds it airworthy (items.airworthy_until, as the items feature keeps it). */
  airworthy: fc.boolean(),
  condition: fc.constantFrom(null, ...GEAR_CONDITIONS),
  town: fc.integer({ min: 0, max: 2 }),
});
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Listing = ValueOf<typeof listingArb> & { status: 'active' | 'sold' };

const some = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1, maxLength: 2 });
/** A value for each key, drawn from the listings' own domains so that filters find something. */
const VALUES: { [K in GearFilterKey]-?: fc.Arbitrary<NonNullable<GearFilters[K]>> } = {
  name: fc.constantFrom('zone', 'rush', '100%', 'X', 'nova_'),
  brand: fc.constantFrom('oz', 'GIN', 'va_x', 'nova'),
  model: fc.constantFrom('rush', '100%', 'ALPHA', 'o'),
  // These listings name no catalogue size: a model finds none of them, alike everywhere
  // (catalogue-model-filter.test.ts checks what it finds).
  catalogue_model: fc.constant('00000000-0000-4000-8000-000000000038'),
  q: fc.constantFrom('fresh', 'rus', 'ozone alps', 'mentor'),
  gear_type: fc.constantFrom(...TYPES),
  country: some(COUNTRIES),
  user: fc.integer({ min: 0, max: 2 }).map((i) => sellers[i]!.id),
  max_price: fc.constantFrom(800, 1500, 1000),
  min_price: fc.constantFrom(800, 1500, 1000),
  currency: fc.constantFrom(...CURRENCIES),
  price_currency: fc.constantFrom(...CURRENCIES, 'CHF' as const),
  has_certificate: fc.boolean(),
  certified_seller: fc.boolean(),
  status: fc.constantFrom('active', 'sold'),
  takeoff_weight: fc.constantFrom(70, 85, 100, 125),
  en_class: some(['A', 'B', 'C', 'D', 'CCC'] as const),
  size: some(SIZES),
  year_min: fc.integer({ min: 2016, max: 2024 }),
  year_max: fc.integer({ min: 2016, max: 2024 }),
  reserved: fc.boolean(),
  price_type: some(PRICE_TYPES),
  notice: fc.constantFrom('none', 'open'),
  airworthy: fc.boolean(),
  condition: some(GEAR_CONDITIONS),
  near: fc.constantFrom('Lisbon', 'Annecy', '3128760', 'Madrid'),
  radius_km: fc.constantFrom(10, 150, 500),
};

const one = (key: GearFilterKey) =>
  (VALUES[key] as fc.Arbitrary<unknown>).map((value) => ({ [key]: value }) as GearFilters);
const combined = fc
  .subarray(GEAR_FILTER_KEYS, { minLength: 2, maxLength: 5 })
  .chain((keys) => fc.tuple(...keys.map(one)))
  .map((parts) => Object.assign({}, ...parts) as GearFilters);
/** What a wanted item asks: a type, a currency, a maximum price, maybe a brand and a model. */
const wanted = fc.record(
  {
    gear_type: VALUES.gear_type,
    currency: VALUES.currency,
    max_price: VALUES.max_price,
    brand: VALUES.brand,
    model: VALUES.model,
  },
  { requiredKeys: ['gear_type', 'currency', 'max_price'] },
);

const scenario = fc.record({
  listings: fc.array(
    fc.tuple(listingArb, fc.boolean()).map(([l, sold]): Listing => ({
      ...l,
      status: sold && l.seller === 1 ? 'sold' : 'active',
    })),
    { minLength: 6, maxLength: 12 },
  ),
  singles: fc.tuple(...GEAR_FILTER_KEYS.map(one)),
  combined: fc.array(combined, { minLength: 4, maxLength: 8 }),
  wanted: fc.array(wanted, { minLength: 2, maxLength: 4 }),
});

function propertiesOf(l: Listing) {
  if (l.type === GEAR_TYPE_IDS.wing)
    return {
      size: l.size,
      certification: l.certification,
      weight_min: l.range[0],
      weight_max: l.range[1],
      year: l.year,
    };
  if (l.type === GEAR_TYPE_IDS.reserve) return { reserve_type: 'round', max_load: l.maxLoad };
  return { instrument_type: 'vario', year: l.year };
}

async function list(l: Listing): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gears/',
    headers: { authorization: sellers[l.seller]!.auth },
    payload: {
      name: `${l.brand} ${l.model} ${l.word}`,
      brand: l.brand,
      model: l.model,
      description: `A ${l.word} one.`,
      price: l.price,
      currency: l.currency,
      country: l.country,
      gear_type: l.type,
      properties: propertiesOf(l),
      status: l.status,
      price_type: l.priceType,
      condition: l.condition,
      town: TOWNS[l.country]![l.town],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  if (l.certificate) await makeCertificate(t.database.db, id, sellers[l.seller]!.id);
  if (l.airworthy) {
    const db = t.database.db;
    const { rows } = await db.execute<{ id: string }>(sql`insert into items
        (owner_id, gear_type_id, brand, model, airworthy_until)
      values (${sellers[l.seller]!.id}, ${l.type}, ${l.brand}, ${l.model}, '9999-12-31') returning id`);
    await db.execute(sql`update ${gears} set item_id = ${rows[0]!.id} where id = ${id}`);
  }
  // The notice's match, as its job will find it again (the listing's own job runs later).
  if (l.brand === 'Gin')
    await t.database.db.execute(sql`insert into notice_matches (notice_id, gear_id, match)
      values (${ginNotice}, ${id}, 'affected')`);
  if (l.reserved)
    await t.database.db.execute(sql`update ${gears} set reserved_at = now() where id = ${id}`);
  return id;
}

/** The third seller lists, then is suspended before the listings are matched. */
const suspendThird = (suspended: boolean) =>
  t.database.db.execute(
    sql`update ${users} set is_suspended = ${suspended} where ${users.id} = ${sellers[2]!.id}`,
  );

const ids = (text: string) =>
  new Set([...text.matchAll(/\/itemdetails\/([0-9a-f-]{36})/g)].map((m) => m[1]!));
const sorted = (set: Set<string>) => [...set].sort();

async function searcher(query: string, frequency: 'instant' | 'daily') {
  const user = await makeUser(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { authorization: await loginAs(t.database.db, user.id) },
    payload: { name: 'Agree', query, frequency },
  });
  expect(res.statusCode, res.body).toBe(201);
  return user.email;
}

async function wanter(filters: GearFilters) {
  const user = await makeUser(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wanted/',
    headers: { authorization: await loginAs(t.database.db, user.id) },
    payload: { ...filters, description: 'Looking' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return user.email;
}

async function found(query: string) {
  const res = await t.app.inject({ url: `/api/gears/?${query}&page_size=100` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((g) => g.id).sort();
}

async function fed(query: string) {
  const res = await t.app.inject({ url: `/feeds/gears.atom?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return sorted(ids(res.body));
}

async function mailed(email: string) {
  const mails = (await outboxMails(t.config.outboxDir)).filter((m) => m.to.includes(email));
  return sorted(new Set(mails.flatMap((m) => [...ids(m.text)])));
}

async function reset() {
  const db = t.database.db;
  await db.execute(sql`delete from wanted_matches`);
  await db.execute(sql`delete from wanted_items`);
  await db.execute(sql`delete from saved_searches`);
  await db.execute(sql`delete from gears`);
  await rm(t.config.outboxDir, { recursive: true, force: true });
  await suspendThird(false);
}

describe('one meaning of a search', () => {
  it('list, feed, instant alert, digest and wanted match agree on every filter key', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        await reset();
        const sets = [...s.singles, ...s.combined].map((f) => filtersToQuery(f));
        const searches = [];
        for (const query of sets)
          searches.push({
            query,
            instant: await searcher(query, 'instant'),
            daily: await searcher(query, 'daily'),
          });
        const wants = [];
        for (const filters of s.wanted)
          wants.push({ query: filtersToQuery(filters), email: await wanter(filters) });
        for (const listing of s.listings) await list(listing);
        await suspendThird(true);
        await t.drainJobs();
        await t.database.db.execute(
          sql`select graphile_worker.add_job('saved_search_digests', '{"frequency":"daily"}'::json)`,
        );
        await t.drainJobs();

        for (const { query, instant, daily } of searches) {
          const expected = await found(query);
          expect(await fed(query), `feed of ${query}`).toEqual(expected);
          expect(await mailed(instant), `instant alert of ${query}`).toEqual(expected);
          expect(await mailed(daily), `digest of ${query}`).toEqual(expected);
        }
        for (const { query, email } of wants)
          expect(await mailed(email), `wanted ${query}`).toEqual(await found(query));
      }),
      { numRuns: 3, endOnFailure: true },
    );
  }, 600_000);
});
