import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/gears/', () => {
  it('lists active gears newest first with paging headers', async () => {
    const seller = await makeUser(t.database.db);
    const older = await makeGear(t.database.db, seller.id, {
      created_at: new Date(Date.now() - 60_000),
    });
    const newer = await makeGear(t.database.db, seller.id);
    await makeGear(t.database.db, seller.id, { status: 'archived' });
    const res = await t.app.inject({ url: `/api/gears/?user=${seller.id}&page_size=1` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { id: string }) => g.id)).toEqual([newer.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers.link).toContain('rel="next"');
    const page2 = await t.app.inject({ url: `/api/gears/?user=${seller.id}&page_size=1&page=2` });
    expect(page2.json()[0].id).toBe(older.id);
  });

  it('hides contact fields of the seller from anonymous callers only', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id);
    const anonymous = await t.app.inject({ url: `/api/gears/${gear.id}/` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain(seller.email);
    expect(anonymous.json().seller).toEqual({
      id: seller.id,
      first_name: 'Test',
      last_name: 'Pilot',
      is_certified_seller: false,
    });
    const viewer = await makeUser(t.database.db);
    const loggedIn = await t.app.inject({
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: await loginAs(t.database.db, viewer.id) },
    });
    expect(loggedIn.json().seller.username).toBe(seller.username);
    // E-mail and phone only through the profile (its owner's choice, a daily budget).
    expect(loggedIn.body).not.toContain(seller.email);
    expect(loggedIn.body).not.toContain(seller.phone_number);
  });

  it('treats a bad token on a public endpoint as anonymous', async () => {
    const res = await t.app.inject({
      url: '/api/gears/',
      headers: { authorization: 'Token false' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('filters by type and max price, and names a malformed filter', async () => {
    const seller = await makeUser(t.database.db);
    const cheap = await makeGear(t.database.db, seller.id, { price: 100 });
    await makeGear(t.database.db, seller.id, { price: 900 });
    await makeGear(t.database.db, seller.id, {
      price: 50,
      gear_type_id: GEAR_TYPE_IDS.harness,
      properties: {},
    });
    const res = await t.app.inject({
      url: `/api/gears/?user=${seller.id}&gear_type=${GEAR_TYPE_IDS.instrument}&max_price=500`,
    });
    expect(res.json().map((g: { id: string }) => g.id)).toEqual([cheap.id]);
    const bad = await t.app.inject({ url: '/api/gears/?max_price=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      errors: { max_price: expect.any(Array) },
    });
  });

  it('answers 404 with the error body for unknown and malformed ids', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/gears/${id}/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });
});

describe('GET /api/gear-types/', () => {
  it('has the three original types with their fixed ids', async () => {
    const res = await t.app.inject({ url: '/api/gear-types' });
    const ids = res.json().map((g: { id: string }) => g.id);
    expect(ids).toEqual(
      expect.arrayContaining([GEAR_TYPE_IDS.wing, GEAR_TYPE_IDS.instrument, GEAR_TYPE_IDS.harness]),
    );
  });
});
