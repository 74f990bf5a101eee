import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, items } from '#server/db/schema.ts';
import { loginAs, makeGear, makeStaff, makeUser, UNKNOWN_ID } from '#server/test/factories.ts';
import { itemBody, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

async function owner() {
  const user = await makeUser(db());
  return { user, auth: await loginAs(db(), user.id) };
}

describe('POST /api/items/', () => {
  it('registers an item with its serial normalised, shown in full to its owner', async () => {
    const { user, auth } = await owner();
    const res = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth,
      body: itemBody({ serial: ' ab-12 3.4x ' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      brand: 'Ozone',
      serial: 'AB1234X',
      serial_hint: '34X',
      owner: user.id,
      is_owner: true,
      records: [],
      status: { check: 'none', valid_until: null, repack: null, rule_source: 'general' },
    });
  });

  it('answers 409 serial_taken for a serial of the same brand and model, and changes nothing', async () => {
    const first = await owner();
    const body = itemBody({ serial: 'GX-555-01' });
    expect(
      (await send(t, { method: 'POST', url: '/api/items/', auth: first.auth, body })).statusCode,
    ).toBe(201);
    const second = await owner();
    const res = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth: second.auth,
      body: { ...body, brand: 'OZONE', serial: 'gx 55501' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'serial_taken',
      errors: { serial: [expect.any(String)] },
    });
    expect(await db().select().from(items).where(eq(items.owner_id, second.user.id))).toEqual([]);
    // Another model may carry the same serial.
    const other = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth: second.auth,
      body: { ...body, model: 'Rush 5' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('lets the refused owner report the serial to the team', async () => {
    const { user, auth } = await owner();
    const res = await send(t, {
      method: 'POST',
      url: '/api/items/serial-reports/',
      auth,
      body: { brand: 'Ozone', model: 'Rush 6', serial: 'gx-555-01', text: 'It is my wing.' },
    });
    expect(res.statusCode).toBe(201);
    const [message] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.user_id, user.id));
    expect(message!.message).toContain('Ozone Rush 6, serial GX55501');
    expect(message!.message).toContain('It is my wing.');
  });

  it.each([
    [{ production_date: '2999-01-01' }, 'production_date'],
    [{ flight_hours: -1 }, 'flight_hours'],
    [{ flight_hours: 1e6 }, 'flight_hours'],
    [{ serial: ' - . ' }, 'serial'],
    [{ gear_type: UNKNOWN_ID }, 'gear_type'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (overrides, field) => {
    const { user, auth } = await owner();
    const res = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth,
      body: itemBody(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await db().select().from(items).where(eq(items.owner_id, user.id))).toEqual([]);
  });

  it('needs a login', async () => {
    expect(
      (await send(t, { method: 'POST', url: '/api/items/', body: itemBody() })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/items/{id}/ and my gear', () => {
  it('shows others only the last 3 characters of the serial and not the owner; staff see all', async () => {
    const { auth } = await owner();
    const item = (
      await send(t, {
        method: 'POST',
        url: '/api/items/',
        auth,
        body: itemBody({ serial: 'ZZ-9981' }),
      })
    ).json();
    const anonymous = (await send(t, { url: `/api/items/${item.id}/` })).json();
    expect(anonymous.serial_hint).toBe('981');
    expect(anonymous).not.toHaveProperty('serial');
    expect(anonymous).not.toHaveProperty('owner');
    const stranger = (await owner()).auth;
    expect(
      (await send(t, { url: `/api/items/${item.id}/`, auth: stranger })).json(),
    ).not.toHaveProperty('serial');
    const { auth: staff } = await makeStaff(db());
    expect((await send(t, { url: `/api/items/${item.id}/`, auth: staff })).json().serial).toBe(
      'ZZ9981',
    );
    expect((await send(t, { url: `/api/items/${UNKNOWN_ID}/` })).statusCode).toBe(404);
  });

  it("lists the caller's items only", async () => {
    const a = await owner();
    const b = await owner();
    const mine = (
      await send(t, { method: 'POST', url: '/api/items/', auth: a.auth, body: itemBody() })
    ).json();
    await send(t, { method: 'POST', url: '/api/items/', auth: b.auth, body: itemBody() });
    const res = await send(t, { url: '/api/items/mine/', auth: a.auth });
    expect(res.json().map((i: { id: string }) => i.id)).toEqual([mine.id]);
  });
});

describe('PUT and DELETE /api/items/{id}/', () => {
  it('lets only the owner change or delete an item', async () => {
    const { auth } = await owner();
    const item = (
      await send(t, { method: 'POST', url: '/api/items/', auth, body: itemBody() })
    ).json();
    const stranger = (await owner()).auth;
    const body = itemBody({ flight_hours: 150 });
    expect(
      (await send(t, { method: 'PUT', url: `/api/items/${item.id}/`, auth: stranger, body }))
        .statusCode,
    ).toBe(403);
    const changed = await send(t, { method: 'PUT', url: `/api/items/${item.id}/`, auth, body });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().flight_hours).toBe(150);
    expect(
      (await send(t, { method: 'DELETE', url: `/api/items/${item.id}/`, auth: stranger }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(t, { method: 'DELETE', url: `/api/items/${item.id}/`, auth })).statusCode,
    ).toBe(204);
    expect((await send(t, { url: `/api/items/${item.id}/` })).statusCode).toBe(404);
  });
});

describe('POST /api/items/ with a listing', () => {
  it("links one of the caller's listings, and refuses another's", async () => {
    const { user, auth } = await owner();
    const gear = await makeGear(db(), user.id);
    const other = await makeGear(db(), (await makeUser(db())).id);
    const refused = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth,
      body: itemBody({ gear: other.id }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('gear');
    const item = (
      await send(t, { method: 'POST', url: '/api/items/', auth, body: itemBody({ gear: gear.id }) })
    ).json();
    expect((await send(t, { url: `/api/gears/${gear.id}/` })).json()).toMatchObject({
      item: item.id,
      airworthiness: { check: 'none' },
    });
  });
});
