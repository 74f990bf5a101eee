// The reference rates staff keep, and prices compared through them (docs/api.md, "Where, how
// and when"): filters and the price order read every listing in euros, never raw numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let api: ReturnType<typeof gearWriteClient>;
let staffAuth: string;
beforeAll(async () => {
  t = await createTestApp();
  api = gearWriteClient(t);
  staffAuth = (await makeStaff(t.database.db)).auth;
});
afterAll(async () => t.close());

const putRates = (auth: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/rates/',
    headers: auth ? { authorization: auth } : {},
    payload,
  });

describe('GET/PUT rates/', () => {
  it('reads every rate publicly; only staff change them', async () => {
    const rates = (await t.app.inject({ url: '/api/rates/' })).json();
    expect(rates).toMatchObject({ EUR: 1, GBP: expect.any(Number), CHF: expect.any(Number) });
    expect((await putRates(undefined, { GBP: 1.2 })).statusCode).toBe(401);
    const user = await makeUser(t.database.db);
    expect((await putRates(await loginAs(t.database.db, user.id), { GBP: 1.2 })).statusCode).toBe(
      403,
    );
    expect((await putRates(staffAuth, { GBP: 0 })).statusCode).toBe(400);
    expect((await putRates(staffAuth, { EUR: 2 })).statusCode).toBe(400);
    const res = await putRates(staffAuth, { GBP: 1.2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ EUR: 1, GBP: 1.2 });
  });
});

describe('prices across currencies', () => {
  it('sort, filter and convert through the rates, and follow a change of rate', async () => {
    await putRates(staffAuth, { GBP: 1.2, USD: 0.9, CHF: 1.05 });
    const { auth } = await api.seller();
    const name = `Rated ${Date.now()}`;
    const post = async (price: number, currency: string) =>
      (await api.post(auth, wingBody({ name, price, currency }))).json().id as string;
    // In euros: 300 GBP = 360, 320 EUR = 320, 330 EUR = 330, 400 USD = 360 (newer), 100 CHF = 105.
    const gbp = await post(300, 'GBP');
    const eur320 = await post(320, 'EUR');
    const eur330 = await post(330, 'EUR');
    const usd = await post(400, 'USD');
    const chf = await post(100, 'CHF');
    const list = async (query: string) =>
      (
        await t.app.inject({ url: `/api/gears/?name=${encodeURIComponent(name)}&${query}` })
      ).json() as { id: string; price_converted?: { amount: number; currency: string } }[];
    const order = async (query: string) => (await list(query)).map((g) => g.id);

    expect(await order('sort=price_asc')).toEqual([chf, eur320, eur330, usd, gbp]);
    expect(await order('sort=price_desc')).toEqual([usd, gbp, eur330, eur320, chf]);
    expect(await order('max_price=330&sort=price_asc')).toEqual([chf, eur320, eur330]);
    expect(await order('min_price=340&sort=price_asc')).toEqual([usd, gbp]);
    // 275 GBP = 330 €: the bound is in the price currency.
    expect(await order('max_price=275&price_currency=GBP&sort=price_asc')).toEqual([
      chf,
      eur320,
      eur330,
    ]);
    // With a currency filter, prices are in that currency.
    expect(await order('currency=USD&max_price=400')).toEqual([usd]);

    const converted = await list('sort=price_asc');
    expect(converted.find((g) => g.id === gbp)?.price_converted).toEqual({
      amount: 360,
      currency: 'EUR',
    });
    expect(converted.find((g) => g.id === eur320)?.price_converted).toBeUndefined();
    const inGbp = await list('price_currency=GBP');
    expect(inGbp.find((g) => g.id === eur330)?.price_converted).toEqual({
      amount: 275,
      currency: 'GBP',
    });

    // The pound falls: 300 GBP is now 300 €, below the euro listings.
    await putRates(staffAuth, { GBP: 1 });
    expect(await order('sort=price_asc')).toEqual([chf, gbp, eur320, eur330, usd]);
  });
});
