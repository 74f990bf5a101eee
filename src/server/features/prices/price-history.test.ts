import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeGear, makeStaff, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, auth?: string) =>
  t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

describe('price type, price history and the last drop', () => {
  it('records the first price and every change; a drop shows the previous price, a rise forgets it', async () => {
    const client = gearWriteClient(t);
    const { user, auth } = await client.seller();
    const created = await client.post(auth, wingBody({ price: 2000, price_type: 'negotiable' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      price_type: 'negotiable',
      previous_price: null,
      price_changed_at: null,
    });

    const dropped = await client.put(auth, id, wingBody({ price: 1800 }));
    expect(dropped.statusCode, dropped.body).toBe(200);
    // Left out on an edit, the price type is kept.
    expect(dropped.json()).toMatchObject({
      price: 1800,
      price_type: 'negotiable',
      previous_price: 2000,
    });
    expect(Date.parse(dropped.json().price_changed_at)).toBeGreaterThan(Date.now() - 60_000);
    const listed = (await get(`/api/gears/?user=${user.id}`)).json();
    expect(listed[0]).toMatchObject({ previous_price: 2000 });

    const raised = await client.put(auth, id, wingBody({ price: 1900, price_type: 'offers' }));
    expect(raised.json()).toMatchObject({
      price: 1900,
      price_type: 'offers',
      previous_price: null,
    });

    const history = await get(`/api/gears/${id}/price-history/`);
    expect(history.statusCode).toBe(200);
    expect(history.json().map((h: { price: number }) => h.price)).toEqual([2000, 1800, 1900]);
    expect(history.json()[0]).toMatchObject({ currency: 'EUR' });
  });

  it('an edit that keeps the price adds no history; an unknown or archived listing is a 404', async () => {
    const db = t.database.db;
    const owner = await makeUser(db);
    const gear = await makeGear(db, owner.id, { price: 300 });
    const archived = await makeGear(db, owner.id, { status: 'archived' });
    expect((await get(`/api/gears/${gear.id}/price-history/`)).json()).toHaveLength(1);
    expect((await get(`/api/gears/${archived.id}/price-history/`)).statusCode).toBe(404);
    expect(
      (await get(`/api/gears/${archived.id}/price-history/`, await loginAs(db, owner.id)))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/gears/not-an-id/price-history/')).statusCode).toBe(404);
  });

  it('filters by price type, and refuses an unknown one', async () => {
    const db = t.database.db;
    const owner = await makeUser(db);
    const fixed = await makeGear(db, owner.id);
    const vb = await makeGear(db, owner.id, { price_type: 'negotiable' });
    const welcome = await makeGear(db, owner.id, { price_type: 'offers' });
    const ids = async (q: string) =>
      (await get(`/api/gears/?user=${owner.id}&${q}`)).json().map((g: { id: string }) => g.id);
    expect(await ids('price_type=fixed')).toEqual([fixed.id]);
    expect((await ids('price_type=negotiable,offers')).sort()).toEqual([vb.id, welcome.id].sort());
    const bad = await get('/api/gears/?price_type=cheap');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['price_type.0']);
  });

  it('keeps the sold price for the seller and staff only', async () => {
    const client = gearWriteClient(t);
    const { auth } = await client.seller();
    const id = (await client.post(auth, wingBody({ price: 2000 }))).json().id;
    const sold = await client.put(auth, id, wingBody({ status: 'sold', sold_price: 1750 }));
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json().sold_price).toBe(1750);
    expect((await get(`/api/gears/${id}/`, auth)).json().sold_price).toBe(1750);
    const { auth: staff } = await makeStaff(t.database.db);
    expect((await get(`/api/gears/${id}/`, staff)).json().sold_price).toBe(1750);
    const stranger = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
    for (const body of [
      (await get(`/api/gears/${id}/`)).json(),
      (await get(`/api/gears/${id}/`, stranger)).json(),
    ]) {
      expect(body.status).toBe('sold');
      expect(body).not.toHaveProperty('sold_price');
    }
    expect((await get(`/api/gears/${id}/`)).body).not.toContain('1750');
    // Back on sale, the sale is forgotten.
    const back = await client.put(auth, id, wingBody({ status: 'active' }));
    expect(back.json().sold_price).toBeNull();
  });
});
