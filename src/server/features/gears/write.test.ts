import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { gearWriteClient, wingBody, wingProperties } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let api: ReturnType<typeof gearWriteClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = gearWriteClient(t);
});
afterAll(async () => t.close());

describe('POST /api/gears/', () => {
  it('creates a listing and answers the full gear, as GET gears/{id}/ does', async () => {
    const { user, auth } = await api.seller({ country: 'FR' });
    const res = await api.post(auth, wingBody({ name: '  Ozone Rush 6  ' }));
    expect(res.statusCode).toBe(201);
    const gear = res.json();
    expect(gear).toMatchObject({
      name: 'Ozone Rush 6',
      brand: 'Ozone',
      model: 'Rush 6',
      price: 1850.5,
      currency: 'EUR',
      gear_type: GEAR_TYPE_IDS.wing,
      properties: wingProperties,
      description: '',
      country: 'FR',
      status: 'active',
      user: user.id,
      seller: { id: user.id, first_name: 'Test', last_name: 'Pilot', is_certified_seller: false },
      pictures: [],
      has_certificate: false,
    });
    const read = await t.app.inject({
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: auth },
    });
    expect(read.json()).toEqual(gear);
  });

  it('ignores the fields a client may not set, and takes description, country and status', async () => {
    const { user, auth } = await api.seller();
    const other = await makeUser(t.database.db);
    const res = await api.post(
      auth,
      wingBody({
        id: '00000000-0000-4000-8000-000000000001',
        user: other.id,
        pictures: [
          { picture_id: '00000000-0000-4000-8000-000000000002', link: '/x', thumbnail: '/y' },
        ],
        has_certificate: true,
        created_at: '2001-01-01T00:00:00.000Z',
        description: '  Two seasons, never tree-landed.  ',
        country: 'es',
        status: 'sold',
      }),
    );
    expect(res.statusCode).toBe(201);
    const gear = res.json();
    expect(gear.id).not.toBe('00000000-0000-4000-8000-000000000001');
    expect(gear).toMatchObject({
      user: user.id,
      pictures: [],
      has_certificate: false,
      description: 'Two seasons, never tree-landed.',
      country: 'ES',
      status: 'sold',
    });
    expect(new Date(gear.created_at).getFullYear()).toBeGreaterThan(2020);
  });

  it('accepts the price bounds and clears optional properties sent empty', async () => {
    const { auth } = await api.seller();
    for (const price of [0, 1e12, 12.5, 0.29]) {
      const res = await api.post(
        auth,
        wingBody({ price, properties: { ...wingProperties, flight_hours: null } }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().price).toBe(price);
      expect(res.json().properties).toEqual(wingProperties);
    }
    const withHours = await api.post(
      auth,
      wingBody({ properties: { ...wingProperties, flight_hours: 42 } }),
    );
    expect(withHours.json().properties.flight_hours).toBe(42);
  });

  it('needs a login: anonymous gets 401 and nothing is created', async () => {
    const before = await api.gearCount();
    for (const auth of [undefined, 'Token false', `Token ${'x'.repeat(43)}`]) {
      const res = await api.post(auth, wingBody());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'authentication_required' });
    }
    // The login is checked before the body: an anonymous invalid body is still a 401.
    expect((await api.post(undefined, {})).statusCode).toBe(401);
    expect(await api.gearCount()).toBe(before);
  });
});

describe('PUT /api/gears/{id}/', () => {
  it('lets the owner edit: new values, updated_at moves, created_at and the left-out fields stay', async () => {
    const { auth } = await api.seller();
    const created = (
      await api.post(auth, wingBody({ description: 'Blue', country: 'ES', status: 'sold' }))
    ).json();
    const res = await api.put(
      auth,
      created.id,
      wingBody({
        name: 'Ozone Rush 6 (ML)',
        price: 1700,
        properties: { ...wingProperties, size: 'ML' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const gear = res.json();
    expect(gear).toMatchObject({
      id: created.id,
      name: 'Ozone Rush 6 (ML)',
      price: 1700,
      properties: { ...wingProperties, size: 'ML' },
      description: 'Blue',
      country: 'ES',
      status: 'sold',
      created_at: created.created_at,
    });
    expect(Date.parse(gear.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  });

  it('checks the properties against the new gear type when the type changes', async () => {
    const { auth } = await api.seller();
    const created = (await api.post(auth, wingBody())).json();
    const harness = wingBody({
      gear_type: GEAR_TYPE_IDS.harness,
      properties: { size: 'M', harness_type: 'pod', protector: 'airbag' },
    });
    const stale = await api.put(auth, created.id, { ...harness, properties: wingProperties });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(stale.json().errors)).toEqual(
      expect.arrayContaining([
        'properties.harness_type',
        'properties.protector',
        'properties.year',
      ]),
    );
    const res = await api.put(auth, created.id, harness);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gear_type: GEAR_TYPE_IDS.harness,
      properties: harness.properties,
    });
  });

  it('changes nothing when the body is invalid', async () => {
    const { user, auth } = await api.seller();
    const gear = await makeGear(t.database.db, user.id);
    const before = await api.stored(gear.id);
    const res = await api.put(
      auth,
      gear.id,
      wingBody({ name: 'New name', properties: { size: 'M' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(await api.stored(gear.id)).toEqual(before);
  });

  it('answers 401 anonymous, 403 another user, 404 unknown or malformed, changing nothing', async () => {
    const owner = await api.seller();
    const other = await api.seller();
    const gear = await makeGear(t.database.db, owner.user.id);
    const before = await api.stored(gear.id);
    const anonymous = await api.put(undefined, gear.id, wingBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    const forbidden = await api.put(other.auth, gear.id, wingBody());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: expect.any(String), code: 'permission_denied' });
    // Authorization comes before validation: no hint about the body to someone else.
    expect((await api.put(other.auth, gear.id, {})).statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await api.put(owner.auth, id, wingBody());
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await api.stored(gear.id)).toEqual(before);
  });

  it("answers 404 for someone else's archived listing, which they cannot see", async () => {
    const owner = await makeUser(t.database.db);
    const other = await api.seller();
    const gear = await makeGear(t.database.db, owner.id, { status: 'archived' });
    expect((await api.put(other.auth, gear.id, wingBody())).statusCode).toBe(404);
  });

  it("lets staff edit someone else's listing, which stays the owner's", async () => {
    const owner = await makeUser(t.database.db);
    const staff = await api.seller({ is_staff: true });
    const gear = await makeGear(t.database.db, owner.id, { is_hidden: true });
    const res = await api.put(staff.auth, gear.id, wingBody({ name: 'Moderated title' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Moderated title', user: owner.id });
  });
});
