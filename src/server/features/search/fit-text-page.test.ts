// Best fit with text read through bounded windows (fit-text-page-repository.ts) gives the page of
// sorting every match, or none: compared with that unbounded query, page after page, for windows
// from tiny (most pages fall back) to larger than every range.
import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears, users } from '#server/db/schema.ts';
import { listedGear } from '#server/policies/gear-visibility.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { fitOrder } from './fit-repository.ts';
import { fitTextPageIds } from './fit-text-page-repository.ts';

const W = 88;
// (80–96) and (84–92) put 88 kg in the middle, so a tie across ranges is ordered by age.
const RANGES = [
  [80, 96],
  [84, 92],
  [70, 90],
  [85, 105],
  [60, 89],
  [88, 110],
  [75, 95],
] as const;

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const sellers = [await makeUser(db), await makeUser(db, { is_certified_seller: true })];
  for (let i = 0; i < 90; i++) {
    const [min, max] = RANGES[(i * 5) % RANGES.length]!;
    // "alpha" on most listings, "beta" on a few of some ranges only, "gamma" on one.
    const words = [
      i % 5 ? 'alpha' : '',
      i % 13 === 0 && min >= 80 ? 'beta' : '',
      i === 77 ? 'gamma' : '',
    ];
    await makeGear(db, sellers[i % 3 === 0 ? 1 : 0]!.id, {
      name: `wing ${i} ${words.join(' ')}`,
      brand: i % 2 ? 'Gin' : 'Ozone',
      gear_type_id: GEAR_TYPE_IDS.wing,
      properties: {
        size: 'M',
        certification: i % 4 ? 'EN-B' : 'EN-C',
        weight_min: min,
        weight_max: max,
      },
      country: i % 3 ? 'FR' : 'DE',
      // Ages shuffled against the ranges; a few share a time, so the id breaks the tie.
      created_at: new Date(Date.UTC(2026, 0, 1) + ((i * 37) % 83) * 60_000),
    });
  }
});
afterAll(async () => t.close());

const words = (w: string) => sql`${gears.search_vector} @@ to_tsquery('simple', ${`${w}:*`})`;
const certified = sql`${users.is_certified_seller}`;
const fits = and(lte(gears.fit_min, W), gte(gears.fit_max, W), listedGear())!;
const cases: [string, { indexed: SQL; text: SQL; joinSeller?: boolean }][] = [
  ['a common word', { indexed: fits, text: words('alpha') }],
  ['a word of a few ranges', { indexed: fits, text: words('beta') }],
  ['a word of one listing', { indexed: fits, text: words('gamma') }],
  ['a word nobody used', { indexed: fits, text: words('omega') }],
  ['a country', { indexed: and(fits, sql`${gears.country} = 'FR'`)!, text: words('alpha') }],
  ['the seller', { indexed: fits, text: and(words('alpha'), certified)!, joinSeller: true }],
];

async function sortedPage(c: (typeof cases)[number][1], page: { limit: number; offset: number }) {
  const query = t.database.db.select({ id: gears.id }).from(gears).$dynamic();
  const joined = c.joinSeller ? query.innerJoin(users, sql`${users.id} = ${gears.user_id}`) : query;
  const rows = await joined
    .where(and(c.indexed, c.text))
    .orderBy(...fitOrder(W))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => r.id);
}

describe('best fit with text, window by window', () => {
  it.each(cases)('gives the sorted page or none with %s', async (_label, c) => {
    let settled = 0;
    let unsettled = 0;
    for (const window of [2, 3, 5, 8, 40, 1000]) {
      for (const [limit, offset] of [
        [4, 0],
        [4, 4],
        [4, 12],
        [5, 30],
        [10, 0],
        [3, 60],
      ]) {
        const got = await fitTextPageIds(t.database.db, {
          ...c,
          joinSeller: c.joinSeller ?? false,
          weight: W,
          limit: limit!,
          offset: offset!,
          window,
        });
        const want = await sortedPage(c, { limit: limit!, offset: offset! });
        if (got === null) unsettled++;
        else {
          settled++;
          expect(got, `window ${window}, ${limit} from ${offset}`).toEqual(want);
        }
        // A window larger than every range always settles the page.
        if (window === 1000) expect(got).toEqual(want);
      }
    }
    expect(settled).toBeGreaterThan(0);
    if (c.text !== cases[3]![1].text) expect(unsettled).toBeGreaterThan(0);
  });

  it('answers the API with the sorted order, text and seller included', async () => {
    const res = await t.app.inject({
      url: `/api/gears/?takeoff_weight=${W}&sort=fit&q=alpha&certified_seller=false&page_size=100`,
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { id: string }[]).map((g) => g.id);
    const c = {
      indexed: fits,
      text: and(words('alpha'), sql`not ${certified}`)!,
      joinSeller: true,
    };
    expect(names).toEqual(await sortedPage(c, { limit: 100, offset: 0 }));
    expect(names.length).toBeGreaterThan(20);
  });
});
