import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { loginAs, makeUser, makeWanted } from '#server/test/factories.ts';
import { wantedBody } from '#server/test/wanted.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (payload: object, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wanted/',
    payload,
    headers: auth ? { authorization: auth } : {},
  });
const remove = (id: string, auth?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/wanted/${id}/`,
    headers: auth ? { authorization: auth } : {},
  });
async function pilot() {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
}

describe('POST /api/wanted/', () => {
  it('stores the request of the caller and answers it with 201', async () => {
    const { user, auth } = await pilot();
    const res = await post(wantedBody({ model: ' 6030 ', country: 'fr' }), auth);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      gear_type: GEAR_TYPE_IDS.instrument,
      description: 'A vario with GPS, working battery',
      brand: 'Flytec',
      model: '6030',
      max_price: 500,
      currency: 'EUR',
      country: 'FR',
      status: 'open',
      user: user.id,
      created_at: expect.any(String),
    });
  });

  it('leaves brand, model and country empty when they are not given', async () => {
    const { auth } = await pilot();
    const res = await post(
      {
        gear_type: GEAR_TYPE_IDS.wing,
        description: 'Any EN-A wing',
        max_price: 900.5,
        currency: 'GBP',
      },
      auth,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ brand: '', model: '', country: '', max_price: 900.5 });
  });

  it('needs a login (401 before the body is read)', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
  });

  it('names every field that breaks a rule', async () => {
    const { auth } = await pilot();
    const res = await post(
      {
        gear_type: 'nope',
        description: '   ',
        brand: 'x'.repeat(121),
        max_price: -1,
        currency: 'BTC',
        country: 'Portugal',
      },
      auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['brand', 'country', 'currency', 'description', 'gear_type', 'max_price'].sort(),
    );
  });

  it('refuses a price with more than 2 decimals and an unknown gear type', async () => {
    const { auth } = await pilot();
    const decimals = await post(wantedBody({ max_price: 10.001 }), auth);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errors).toHaveProperty('max_price');
    const unknownType = await post(
      wantedBody({ gear_type: '00000000-0000-4000-8000-000000000000' }),
      auth,
    );
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors).toEqual({ gear_type: ['Unknown gear type.'] });
  });
});

describe('GET /api/wanted/', () => {
  it('lists open items newest first for anyone, with paging headers and no contact details', async () => {
    const owner = await makeUser(t.database.db, {
      username: 'wantsavario',
      email: 'wants@example.org',
    });
    const older = await makeWanted(t.database.db, owner.id, {
      created_at: new Date(Date.now() - 60_000),
    });
    const newer = await makeWanted(t.database.db, owner.id, { brand: 'Syride' });
    await makeWanted(t.database.db, owner.id, { status: 'closed' });
    const res = await t.app.inject({ url: `/api/wanted/?user=${owner.id}&page_size=1` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((w: { id: string }) => w.id)).toEqual([newer.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers.link).toContain('rel="next"');
    const page2 = await t.app.inject({ url: `/api/wanted/?user=${owner.id}&page_size=1&page=2` });
    expect(page2.json()[0].id).toBe(older.id);
    expect(res.body).not.toContain('wantsavario');
    expect(res.body).not.toContain('wants@example.org');
  });

  it('shows owners their own items of any status, and others only the open ones', async () => {
    const { user, auth } = await pilot();
    const open = await makeWanted(t.database.db, user.id);
    const closed = await makeWanted(t.database.db, user.id, { status: 'closed' });
    const own = await t.app.inject({
      url: `/api/wanted/?user=${user.id}`,
      headers: { authorization: auth },
    });
    expect(
      own
        .json()
        .map((w: { id: string }) => w.id)
        .sort(),
    ).toEqual([open.id, closed.id].sort());
    const { auth: other } = await pilot();
    const theirs = await t.app.inject({
      url: `/api/wanted/?user=${user.id}`,
      headers: { authorization: other },
    });
    expect(theirs.json().map((w: { id: string }) => w.id)).toEqual([open.id]);
  });

  it('leaves out the items of suspended users and filters by gear type', async () => {
    const suspended = await makeUser(t.database.db, { is_suspended: true });
    await makeWanted(t.database.db, suspended.id);
    expect((await t.app.inject({ url: `/api/wanted/?user=${suspended.id}` })).json()).toEqual([]);
    const { user } = await pilot();
    const wing = await makeWanted(t.database.db, user.id, { gear_type_id: GEAR_TYPE_IDS.wing });
    await makeWanted(t.database.db, user.id);
    const res = await t.app.inject({
      url: `/api/wanted/?user=${user.id}&gear_type=${GEAR_TYPE_IDS.wing}`,
    });
    expect(res.json().map((w: { id: string }) => w.id)).toEqual([wing.id]);
  });

  it('answers 400 naming a malformed filter', async () => {
    const res = await t.app.inject({ url: '/api/wanted/?user=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('user');
  });
});

describe('DELETE /api/wanted/{id}/', () => {
  it('lets the owner delete their item (204), after which it is gone', async () => {
    const { user, auth } = await pilot();
    const item = await makeWanted(t.database.db, user.id);
    const res = await remove(item.id, auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const list = await t.app.inject({
      url: `/api/wanted/?user=${user.id}`,
      headers: { authorization: auth },
    });
    expect(list.json()).toEqual([]);
    expect((await remove(item.id, auth)).statusCode).toBe(404);
  });

  it('answers 401 anonymous, 403 another user, 404 unknown or malformed ids', async () => {
    const { user } = await pilot();
    const item = await makeWanted(t.database.db, user.id);
    const anonymous = await remove(item.id);
    expect(anonymous.statusCode).toBe(401);
    const { auth: other } = await pilot();
    const forbidden = await remove(item.id, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('permission_denied');
    expect((await remove('00000000-0000-4000-8000-000000000000', other)).statusCode).toBe(404);
    expect((await remove('not-an-id', other)).statusCode).toBe(404);
    const still = await t.app.inject({ url: `/api/wanted/?user=${user.id}` });
    expect(still.json().map((w: { id: string }) => w.id)).toEqual([item.id]);
  });
});
