// Best fit read range by range (fit-page-repository.ts) gives the order of sorting every match:
// nearest the middle of the range first, then newest, page after page, with every filter.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

type Row = {
  name: string;
  type: 'wing' | 'reserve';
  min: number;
  max: number;
  created: number;
  cls: string;
  country: string;
  brand: string;
  listed: boolean;
};

const W = 88;
// (70–90) and (80–100) put 85 kg at the same share, so a tie across ranges is ordered by age.
const RANGES = [
  [70, 90],
  [80, 100],
  [75, 95],
  [85, 105],
  [60, 87],
  [88, 110],
  [84, 92],
] as const;
const BASE = Date.UTC(2026, 0, 1);

let t: TestContext;
let ownerAuth: string;
const rows: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await makeUser(db);
  const suspended = await makeUser(db);
  ownerAuth = await loginAs(db, owner.id);
  const add = async (row: Row, extra: { userId?: string; status?: 'sold'; hidden?: boolean }) => {
    const properties =
      row.type === 'wing'
        ? { size: 'M', certification: `EN-${row.cls}`, weight_min: row.min, weight_max: row.max }
        : { reserve_type: 'square', max_load: row.max };
    await makeGear(db, extra.userId ?? owner.id, {
      name: row.name,
      brand: row.brand,
      gear_type_id: GEAR_TYPE_IDS[row.type],
      properties,
      country: row.country,
      created_at: new Date(BASE + row.created * 60_000),
      ...(extra.status ? { status: extra.status } : {}),
      ...(extra.hidden ? { is_hidden: true } : {}),
    });
    rows.push(row);
  };
  for (let i = 0; i < 35; i++) {
    const [min, max] = RANGES[i % RANGES.length]!;
    await add(
      {
        name: `wing-${i}`,
        type: 'wing',
        min,
        max,
        // Ages shuffled against the ranges.
        created: (i * 17) % 35,
        cls: i % 3 === 0 ? 'C' : 'B',
        country: i % 2 ? 'FR' : 'DE',
        brand: i % 4 ? 'Gin' : 'Ozone',
        listed: true,
      },
      {},
    );
  }
  for (const [i, load] of [100, 120, 80, 120].entries())
    await add(
      {
        name: `reserve-${i}`,
        type: 'reserve',
        min: 0,
        max: load,
        created: 40 + i,
        cls: '',
        country: 'FR',
        brand: 'Gin',
        listed: true,
      },
      {},
    );
  const unlisted = (name: string) => ({
    name,
    type: 'wing' as const,
    min: 84,
    max: 92,
    created: 100,
    cls: 'B',
    country: 'FR',
    brand: 'Ozone',
    listed: false,
  });
  await add(unlisted('hidden'), { hidden: true });
  await add(unlisted('sold'), { status: 'sold' });
  await add(unlisted('suspended seller'), { userId: suspended.id });
  await db.update(users).set({ is_suspended: true }).where(eq(users.id, suspended.id));
  // A wing with only a maximum has no range: it matches no weight and ends no range scan.
  await makeGear(db, owner.id, {
    name: 'max only',
    gear_type_id: GEAR_TYPE_IDS.wing,
    properties: { size: 'M', weight_max: 100 },
  });
});
afterAll(async () => t.close());

const score = (r: Row) => Math.abs(W - (r.min + r.max) / 2) / Math.max(r.max - r.min, 0.001);
const expected = (keep: (r: Row) => boolean) =>
  rows
    .filter((r) => r.listed && r.min <= W && W <= r.max && keep(r))
    .sort((a, b) => score(a) - score(b) || b.created - a.created)
    .map((r) => r.name);

async function allPages(query: string, auth?: string) {
  const names: string[] = [];
  for (let page = 1; page < 20; page++) {
    const res = await t.app.inject({
      url: `/api/gears/?takeoff_weight=${W}&sort=fit&page_size=4&page=${page}&${query}`,
      headers: auth ? { authorization: auth } : {},
    });
    if (res.statusCode === 404) break;
    expect(res.statusCode).toBe(200);
    const items = res.json() as { name: string }[];
    names.push(...items.map((g) => g.name));
    if (items.length < 4) break;
  }
  return names;
}

describe('GET /api/gears/?sort=fit read range by range', () => {
  it('orders every listed match by fit, then newest, across pages and types', async () => {
    const want = expected(() => true);
    expect(want.length).toBeGreaterThan(20);
    expect(await allPages('')).toEqual(want);
  });

  it.each([
    ['gear_type', `gear_type=${GEAR_TYPE_IDS.wing}`, (r: Row) => r.type === 'wing'],
    ['class and country', 'en_class=C&country=FR', (r: Row) => r.cls === 'C' && r.country === 'FR'],
    ['a text filter', 'brand=ozone', (r: Row) => r.brand === 'Ozone'],
    ['the seller join', 'certified_seller=false', () => true],
  ])('keeps that order with %s', async (_label, query, keep) => {
    expect(await allPages(query)).toEqual(expected(keep));
  });

  it("still sorts a seller's own list, which holds more than listed gear", async () => {
    const me = (
      await t.app.inject({ url: '/api/users/me/', headers: { authorization: ownerAuth } })
    ).json();
    const own = await allPages(`user=${me.id}&gear_type=${GEAR_TYPE_IDS.wing}`, ownerAuth);
    expect(own).toContain('sold');
    expect(own.filter((n) => n !== 'sold' && n !== 'hidden')).toEqual(
      expected((r) => r.type === 'wing'),
    );
  });
});
