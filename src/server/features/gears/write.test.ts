import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears } from '../../db/schema.ts';
import { loginAs, makeGear, makeUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const wingProperties = {
  size: 'M',
  certification: 'EN-B',
  weight_min: 75,
  weight_max: 95,
  year: 2021,
};
const wingBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ozone Rush 6',
  brand: 'Ozone',
  model: 'Rush 6',
  price: 1850.5,
  currency: 'EUR',
  gear_type: GEAR_TYPE_IDS.wing,
  properties: wingProperties,
  ...overrides,
});

const headers = (auth?: string) => (auth ? { authorization: auth } : {});
const post = (auth: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/gears/', headers: headers(auth), payload });
const put = (auth: string | undefined, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/gears/${id}/`, headers: headers(auth), payload });
const gearCount = async () => (await t.database.db.select({ n: count() }).from(gears))[0]!.n;
const stored = async (id: string) =>
  (await t.database.db.select().from(gears).where(eq(gears.id, id)))[0];

async function seller(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.database.db, overrides);
  return { user, auth: await loginAs(t.database.db, user.id) };
}

describe('POST /api/gears/', () => {
  it('creates a listing and answers the full gear, as GET gears/{id}/ does', async () => {
    const { user, auth } = await seller({ country: 'FR' });
    const res = await post(auth, wingBody({ name: '  Ozone Rush 6  ' }));
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
    const read = await t.app.inject({ url: `/api/gears/${gear.id}/`, headers: headers(auth) });
    expect(read.json()).toEqual(gear);
  });

  it('ignores the fields a client may not set, and takes description, country and status', async () => {
    const { user, auth } = await seller();
    const other = await makeUser(t.database.db);
    const res = await post(
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
    const { auth } = await seller();
    for (const price of [0, 1e12, 12.5, 0.29]) {
      const res = await post(
        auth,
        wingBody({ price, properties: { ...wingProperties, flight_hours: null } }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().price).toBe(price);
      expect(res.json().properties).toEqual(wingProperties);
    }
    const withHours = await post(
      auth,
      wingBody({ properties: { ...wingProperties, flight_hours: 42 } }),
    );
    expect(withHours.json().properties.flight_hours).toBe(42);
  });

  it('needs a login: anonymous gets 401 and nothing is created', async () => {
    const before = await gearCount();
    for (const auth of [undefined, 'Token false', `Token ${'x'.repeat(43)}`]) {
      const res = await post(auth, wingBody());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'authentication_required' });
    }
    // The login is checked before the body: an anonymous invalid body is still a 401.
    expect((await post(undefined, {})).statusCode).toBe(401);
    expect(await gearCount()).toBe(before);
  });
});

describe('gear write validation', () => {
  const long = (n: number) => 'a'.repeat(n);
  const without = (field: string) =>
    Object.fromEntries(Object.entries(wingBody()).filter(([key]) => key !== field));
  const withProperties = (properties: Record<string, unknown>) => wingBody({ properties });
  const { size: _size, ...noSize } = wingProperties;

  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', wingBody({ name: '' }), 'name'],
    ['blank name', wingBody({ name: '   ' }), 'name'],
    ['name over 120', wingBody({ name: long(121) }), 'name'],
    ['missing name', without('name'), 'name'],
    ['empty brand', wingBody({ brand: '' }), 'brand'],
    ['brand over 120', wingBody({ brand: long(121) }), 'brand'],
    ['missing brand', without('brand'), 'brand'],
    ['empty model', wingBody({ model: '' }), 'model'],
    ['missing model', without('model'), 'model'],
    ['empty price', wingBody({ price: '' }), 'price'],
    ['price as a string', wingBody({ price: '450' }), 'price'],
    ['missing price', without('price'), 'price'],
    ['negative price', wingBody({ price: -1 }), 'price'],
    ['price over 1e12', wingBody({ price: 1e12 + 1 }), 'price'],
    ['price with 3 decimals', wingBody({ price: 1.234 }), 'price'],
    ['unknown currency', wingBody({ currency: 'CHF' }), 'currency'],
    ['empty currency', wingBody({ currency: '' }), 'currency'],
    ['missing currency', without('currency'), 'currency'],
    ['empty gear_type', wingBody({ gear_type: '' }), 'gear_type'],
    ['malformed gear_type', wingBody({ gear_type: 'wing' }), 'gear_type'],
    [
      'unknown gear_type',
      wingBody({ gear_type: '00000000-0000-4000-8000-000000000000' }),
      'gear_type',
    ],
    ['missing gear_type', without('gear_type'), 'gear_type'],
    ['description over 5000', wingBody({ description: long(5001) }), 'description'],
    ['empty country', wingBody({ country: '' }), 'country'],
    ['malformed country', wingBody({ country: 'Portugal' }), 'country'],
    ['unknown status', wingBody({ status: 'deleted' }), 'status'],
    ['properties not an object', wingBody({ properties: 'size=M' }), 'properties'],
    ['wing without required size', withProperties(noSize), 'properties.size'],
    ['wing with empty size', withProperties({ ...wingProperties, size: '' }), 'properties.size'],
    [
      'certification not in options',
      withProperties({ ...wingProperties, certification: 'EN-Z' }),
      'properties.certification',
    ],
    [
      'a string for a number',
      withProperties({ ...wingProperties, weight_min: '75' }),
      'properties.weight_min',
    ],
    [
      'an unknown property',
      withProperties({ ...wingProperties, colour: 'red' }),
      'properties.colour',
    ],
    [
      'an object as a value',
      withProperties({ ...wingProperties, year: { y: 2020 } }),
      'properties.year',
    ],
    [
      'required text property empty',
      wingBody({ gear_type: GEAR_TYPE_IDS.paramotor, properties: { engine: '  ' } }),
      'properties.engine',
    ],
    [
      'text property over 200',
      wingBody({ gear_type: GEAR_TYPE_IDS.paramotor, properties: { engine: long(201) } }),
      'properties.engine',
    ],
    [
      'impossible date',
      wingBody({
        gear_type: GEAR_TYPE_IDS.reserve,
        properties: { reserve_type: 'round', max_load: 120, last_repack: '2024-02-30' },
      }),
      'properties.last_repack',
    ],
  ];

  it.each(cases)('refuses %s naming the field, and creates nothing', async (_name, body, field) => {
    const { auth } = await seller();
    const before = await gearCount();
    const res = await post(auth, body);
    expect(res.statusCode).toBe(400);
    const error = res.json();
    expect(error).toMatchObject({ code: 'validation_error', detail: expect.any(String) });
    expect(error.errors[field]).toEqual([expect.any(String)]);
    expect(await gearCount()).toBe(before);
  });

  it('names every broken property at once', async () => {
    const { auth } = await seller();
    const res = await post(
      auth,
      withProperties({ certification: 'EN-Z', weight_min: '75', colour: 'red' }),
    );
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['certification', 'colour', 'size', 'weight_max', 'weight_min', 'year'].map(
        (n) => `properties.${n}`,
      ),
    );
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const { auth } = await seller();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gears/',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });
});

describe('PUT /api/gears/{id}/', () => {
  it('lets the owner edit: new values, updated_at moves, created_at and the left-out fields stay', async () => {
    const { auth } = await seller();
    const created = (
      await post(auth, wingBody({ description: 'Blue', country: 'ES', status: 'sold' }))
    ).json();
    const res = await put(
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
    const { auth } = await seller();
    const created = (await post(auth, wingBody())).json();
    const harness = wingBody({
      gear_type: GEAR_TYPE_IDS.harness,
      properties: { size: 'M', harness_type: 'pod', protector: 'airbag' },
    });
    const stale = await put(auth, created.id, { ...harness, properties: wingProperties });
    expect(stale.statusCode).toBe(400);
    expect(Object.keys(stale.json().errors)).toEqual(
      expect.arrayContaining([
        'properties.harness_type',
        'properties.protector',
        'properties.year',
      ]),
    );
    const res = await put(auth, created.id, harness);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gear_type: GEAR_TYPE_IDS.harness,
      properties: harness.properties,
    });
  });

  it('changes nothing when the body is invalid', async () => {
    const { user, auth } = await seller();
    const gear = await makeGear(t.database.db, user.id);
    const before = await stored(gear.id);
    const res = await put(auth, gear.id, wingBody({ name: 'New name', properties: { size: 'M' } }));
    expect(res.statusCode).toBe(400);
    expect(await stored(gear.id)).toEqual(before);
  });

  it('answers 401 anonymous, 403 another user, 404 unknown or malformed, changing nothing', async () => {
    const owner = await seller();
    const other = await seller();
    const gear = await makeGear(t.database.db, owner.user.id);
    const before = await stored(gear.id);
    const anonymous = await put(undefined, gear.id, wingBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    const forbidden = await put(other.auth, gear.id, wingBody());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: expect.any(String), code: 'permission_denied' });
    // Authorization comes before validation: no hint about the body to someone else.
    expect((await put(other.auth, gear.id, {})).statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await put(owner.auth, id, wingBody());
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await stored(gear.id)).toEqual(before);
  });

  it("answers 404 for someone else's archived listing, which they cannot see", async () => {
    const owner = await makeUser(t.database.db);
    const other = await seller();
    const gear = await makeGear(t.database.db, owner.id, { status: 'archived' });
    expect((await put(other.auth, gear.id, wingBody())).statusCode).toBe(404);
  });

  it("lets staff edit someone else's listing, which stays the owner's", async () => {
    const owner = await makeUser(t.database.db);
    const staff = await seller({ is_staff: true });
    const gear = await makeGear(t.database.db, owner.id, { is_hidden: true });
    const res = await put(staff.auth, gear.id, wingBody({ name: 'Moderated title' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Moderated title', user: owner.id });
  });
});
