// The price guide: a model's prices (GET catalogue/models/{id}/prices/) and each listing's guide
// line, only where at least 5 prices back it, in one currency, never converted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { loginAs, makeGear, makeUser, UNKNOWN_ID } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function makeModel() {
  const made = await makeCatalogueModel(t.database.db, { model: 'Mentor', sizes: ['S', 'M'] });
  return { brand: made.brand, model: made.model, small: made.sizes[0]!, medium: made.sizes[1]! };
}

const get = (url: string) => t.app.inject({ url });

describe('price guide', () => {
  it('shows a listing how its price compares with ≥ 5 similar ones, and nothing below that', async () => {
    const db = t.database.db;
    const { medium, small, brand } = await makeModel();
    const seller = await makeUser(db);
    const wing = (price: number, year: number, extra: Parameters<typeof makeGear>[2] = {}) =>
      makeGear(db, seller.id, {
        gear_type_id: GEAR_TYPE_IDS.wing,
        brand: brand.name,
        model: 'Mentor',
        price,
        catalogue_size_id: medium.id,
        properties: { year, size: 'M' },
        ...extra,
      });
    const first = await wing(1000, 2021);
    for (const price of [1100, 1200, 1300]) await wing(price, 2022);
    await wing(1400, 2020);
    // Not comparable: another currency, three years apart, hidden by staff.
    await wing(900, 2021, { currency: 'USD' });
    await wing(500, 2018);
    await wing(100, 2021, { is_hidden: true });

    // The sixth comes through the API, which queues the model's refresh in its write.
    const auth = await loginAs(db, seller.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gears/',
      headers: { authorization: auth },
      payload: wingBody({
        brand: brand.name,
        model: 'Mentor',
        price: 1500,
        catalogue_size: small.id,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.drainJobs();

    const list = (await get(`/api/gears/?user=${seller.id}&page_size=100`)).json() as {
      id: string;
      price: number;
      price_guide: unknown;
    }[];
    const guideOf = (id: string) => list.find((g) => g.id === id)!.price_guide;
    // 2021 (wingBody's year): the others of 2020–2022 are 1000…1400, median 1200.
    expect(guideOf(created.json().id)).toEqual({ median: 1200, count: 5, delta_pct: 25 });
    expect(guideOf(first.id)).toEqual({ median: 1300, count: 5, delta_pct: -23 });
    // 2022 sees 2021–2023: four others; 2020 sees 2019–2021: two; USD and 2018: none.
    const withGuide = list.filter((g) => g.price_guide !== null).map((g) => g.price);
    expect(withGuide.sort()).toEqual([1000, 1500]);
    const detail = (await get(`/api/gears/${first.id}/`)).json();
    expect(detail.price_guide).toEqual({ median: 1300, count: 5, delta_pct: -23 });

    // Selling one leaves four comparables for the rest: the guide lines go.
    await t.app.inject({
      method: 'PUT',
      url: `/api/gears/${created.json().id}/`,
      headers: { authorization: auth },
      payload: wingBody({
        brand: brand.name,
        model: 'Mentor',
        price: 1500,
        catalogue_size: small.id,
        status: 'sold',
        sold_price: 1450,
      }),
    });
    await t.drainJobs();
    const after = (await get(`/api/gears/?user=${seller.id}&page_size=100`)).json();
    expect(after.filter((g: { price_guide: unknown }) => g.price_guide !== null)).toEqual([]);
  });

  it("answers a model's quartiles by kind and year in its main currency, groups under 5 left out", async () => {
    const db = t.database.db;
    const { model, medium, small } = await makeModel();
    const seller = await makeUser(db);
    const wing = (price: number, year: number, extra: Parameters<typeof makeGear>[2] = {}) =>
      makeGear(db, seller.id, {
        gear_type_id: GEAR_TYPE_IDS.wing,
        price,
        catalogue_size_id: medium.id,
        properties: { year },
        ...extra,
      });
    for (const price of [1000, 1200, 1400, 1600, 1800]) await wing(price, 2022);
    await wing(2000, 2023, { catalogue_size_id: small.id });
    for (const price of [800, 900]) await wing(price, 2022, { currency: 'GBP' });
    // Sold: four with a final price (under 5: no sold numbers), one without, one too old.
    const sold = async (price: number, soldPrice: number | null, soldAt = new Date()) => {
      const gear = await wing(price, 2022);
      await db
        .update(gears)
        .set({ status: 'sold', sold_price: soldPrice })
        .where(eq(gears.id, gear.id));
      await db.update(gears).set({ sold_at: soldAt }).where(eq(gears.id, gear.id));
    };
    for (const p of [900, 1000, 1100, 1200]) await sold(p + 100, p);
    await sold(1000, null);
    await sold(1000, 950, new Date(Date.now() - 800 * 24 * 3600_000));

    const res = await get(`/api/catalogue/models/${model.id}/prices/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ model: model.id, size: null, currency: 'EUR', sold: null });
    expect(body.asking).toEqual({ median: 1500, q1: 1250, q3: 1750, count: 6 });
    expect(body.by_year).toEqual([
      { year: 2022, asking: { median: 1400, q1: 1200, q3: 1600, count: 5 }, sold: null },
    ]);
    expect(Date.parse(body.since)).toBeGreaterThan(Date.now() - 3600_000);

    const sized = (await get(`/api/catalogue/models/${model.id}/prices/?size=${small.id}`)).json();
    expect(sized).toMatchObject({ size: small.id, asking: null, by_year: [], since: null });
    const pounds = (await get(`/api/catalogue/models/${model.id}/prices/?currency=GBP`)).json();
    expect(pounds).toMatchObject({ currency: 'GBP', asking: null, sold: null, since: null });

    const foreign = await makeModel();
    expect(
      (await get(`/api/catalogue/models/${model.id}/prices/?size=${foreign.small.id}`)).statusCode,
    ).toBe(400);
    expect((await get(`/api/catalogue/models/${UNKNOWN_ID}/prices/`)).statusCode).toBe(404);
    expect((await get(`/api/catalogue/models/${model.id}/prices/?currency=XYZ`)).statusCode).toBe(
      400,
    );
  });
  it("reads the model's stored aggregates, rewritten by the job a listing write queues", async () => {
    const db = t.database.db;
    const { model, brand, small } = await makeModel();
    const seller = await makeUser(db);
    for (const price of [1000, 1100, 1200, 1300, 1400])
      await makeGear(db, seller.id, {
        gear_type_id: GEAR_TYPE_IDS.wing,
        price,
        catalogue_size_id: small.id,
        properties: { year: 2022 },
      });
    const url = `/api/catalogue/models/${model.id}/prices/`;
    expect((await get(url)).json().asking).toMatchObject({ median: 1200, count: 5 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gears/',
      headers: { authorization: await loginAs(db, seller.id) },
      payload: wingBody({
        brand: brand.name,
        model: 'Mentor',
        price: 1500,
        catalogue_size: small.id,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    // Stored row: unchanged until the queued refresh runs.
    expect((await get(url)).json().asking).toMatchObject({ count: 5 });
    await t.drainJobs();
    expect((await get(url)).json().asking).toMatchObject({ median: 1250, count: 6 });
  });
});
