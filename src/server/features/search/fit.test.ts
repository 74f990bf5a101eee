import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { makeGear, makeStaff, makeUser, UNKNOWN_ID } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const owner = await makeUser(t.database.db);
  const wing = (name: string, min: number, max: number, extra: object = {}) =>
    makeGear(t.database.db, owner.id, {
      name,
      gear_type_id: GEAR_TYPE_IDS.wing,
      properties: {
        size: 'M',
        certification: 'EN-B',
        weight_min: min,
        weight_max: max,
        year: 2021,
        ...extra,
      },
    });
  const reserve = (name: string, max_load: number) =>
    makeGear(t.database.db, owner.id, {
      name,
      gear_type_id: GEAR_TYPE_IDS.reserve,
      properties: { reserve_type: 'square', max_load },
    });
  for (const g of [
    await wing('low-end', 70, 90),
    await wing('bottom', 85, 105, { certification: 'EN-C', size: 'L', year: 2016 }),
    await wing('centred', 80, 100),
    await wing('too-light', 95, 115),
    await reserve('reserve-100', 100),
    await reserve('reserve-80', 80),
    await makeGear(t.database.db, owner.id, { name: 'vario' }),
  ])
    ids[g.name] = g.id;
});
afterAll(async () => t.close());

type Item = { name: string; fit?: string };
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/gears/?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Item[];
};
const names = (items: Item[]) => items.map((g) => g.name).sort();

describe('GET /api/gears/ by take-off weight', () => {
  it('keeps wings whose range holds the weight and reserves that carry it', async () => {
    expect(names(await list('takeoff_weight=88'))).toEqual(
      ['bottom', 'centred', 'low-end', 'reserve-100'].sort(),
    );
  });

  it('ranks wings by fit and says where the pilot sits in each range', async () => {
    const items = await list(`takeoff_weight=88&gear_type=${GEAR_TYPE_IDS.wing}&sort=fit`);
    expect(items.map((g) => [g.name, g.fit])).toEqual([
      ['centred', 'mid'],
      ['bottom', 'low'],
      ['low-end', 'high'],
    ]);
  });

  it('filters by class, size and year', async () => {
    expect(names(await list('takeoff_weight=88&en_class=C'))).toEqual(['bottom']);
    expect(names(await list('en_class=B,C&size=L'))).toEqual(['bottom']);
    expect(names(await list('year_min=2018&year_max=2022&takeoff_weight=88'))).toEqual([
      'centred',
      'low-end',
    ]);
  });

  it.each(['0', '-5', '401', 'abc', 'Infinity'])(
    'refuses takeoff_weight=%s with a 400',
    async (w) => {
      const res = await t.app.inject({ url: `/api/gears/?takeoff_weight=${w}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { takeoff_weight: [expect.stringContaining('take-off weight')] },
      });
    },
  );

  it('refuses an unknown class', async () => {
    const res = await t.app.inject({ url: '/api/gears/?en_class=B,E' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['en_class.1']);
  });

  it('sorts sort=fit without a weight newest first', async () => {
    expect((await list('sort=fit&page_size=1'))[0]!.name).toBe('vario');
  });
});

describe('a listing linked to the catalogue', () => {
  it('keeps its size link and takes the catalogue spelling of brand and model', async () => {
    const { auth } = await makeStaff(t.database.db);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: auth } });
    const brand = (await post('/api/catalogue/brands/', { name: 'Ozone' })).json();
    const model = (
      await post('/api/catalogue/models/', {
        brand: brand.id,
        gear_type: GEAR_TYPE_IDS.wing,
        name: 'Rush 6',
      })
    ).json();
    const size = (
      await post('/api/catalogue/sizes/', {
        model: model.id,
        name: 'M',
        weight_min: 75,
        weight_max: 95,
        source: 'demo',
      })
    ).json();
    const gears = gearWriteClient(t);
    const seller = await gears.seller();
    const res = await gears.post(
      seller.auth,
      wingBody({ brand: 'OZONE ', model: 'rush 6', catalogue_size: size.id }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ brand: 'Ozone', model: 'Rush 6', catalogue_size: size.id });
    const unknown = await gears.post(seller.auth, wingBody({ catalogue_size: UNKNOWN_ID }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('catalogue_size');
    const wrongType = await gears.post(
      seller.auth,
      wingBody({
        gear_type: GEAR_TYPE_IDS.instrument,
        properties: { instrument_type: 'vario' },
        catalogue_size: size.id,
      }),
    );
    expect(wrongType.json().errors).toHaveProperty('catalogue_size');
  });
});
