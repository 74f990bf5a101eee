import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { login, PASSWORD, signedUp } from '#server/test/accounts.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, auth?: string) =>
  t.app.inject({ url, headers: auth ? { authorization: auth } : {} });
const put = (id: string, payload: Record<string, unknown>, auth?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/`,
    payload,
    headers: auth ? { authorization: auth } : {},
  });
const row = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/users/me/', () => {
  it('answers the caller as a private user', async () => {
    const { body, user, auth } = await signedUp(t.app);
    const res = await get('/api/users/me/', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: body.username,
      email: body.email,
      first_name: 'Ana',
      last_name: 'Silva',
      country: 'PT',
      phone_number: '+351 912 345 678',
      is_certified_seller: false,
      is_staff: false,
      email_verified: false,
      contact_visibility: 'messages',
      message_mails: true,
      takeoff_weight: null,
      date_joined: expect.any(String),
    });
  });

  it('needs a login', async () => {
    for (const auth of [undefined, 'Token false', 'Token ' + 'x'.repeat(43)]) {
      const res = await get('/api/users/me/', auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'authentication_required' });
    }
  });
});

describe('GET /api/users/{id}/', () => {
  it('shows anonymous callers the public profile only', async () => {
    const user = await makeUser(t.database.db, { is_certified_seller: true });
    const res = await get(`/api/users/${user.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      first_name: 'Test',
      last_name: 'Pilot',
      is_certified_seller: true,
      date_joined: user.date_joined.toISOString(),
      member_since: user.date_joined.toISOString().slice(0, 10),
      sold_count: 0,
      ratings: { count: 0, friendly: 0, reliable: 0, as_described: 0 },
      median_reply_minutes: null,
    });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain(user.phone_number);
    expect(res.body).not.toContain('password');
  });

  it('adds username, email, country and phone for logged-in callers (as the user chose)', async () => {
    const user = await makeUser(t.database.db, { contact_visibility: 'email_phone' });
    const viewer = await makeUser(t.database.db, { email_verified: true });
    const res = await get(`/api/users/${user.id}/`, await loginAs(t.database.db, viewer.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: user.username,
      email: user.email,
      country: 'PT',
      phone_number: '+351 912 345 678',
    });
    expect(res.json()).not.toHaveProperty('password_hash');
    expect(res.json()).not.toHaveProperty('is_staff');
  });

  it('never shows a seller’s contact fields to anonymous callers of a gear', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id);
    for (const url of [`/api/gears/${gear.id}/`, `/api/gears/?user=${seller.id}`]) {
      const res = await get(url, 'Token false');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(seller.email);
      expect(res.body).not.toContain(seller.phone_number);
    }
  });

  it('answers 404 for unknown, malformed and suspended ids', async () => {
    const suspended = await makeUser(t.database.db, { is_suspended: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123', suspended.id]) {
      const res = await get(`/api/users/${id}/`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });
});

describe('GET /api/users/', () => {
  it('lists public profiles without contact fields, newest first, paged', async () => {
    const viewer = await makeUser(t.database.db);
    const older = await makeUser(t.database.db, { date_joined: new Date(Date.now() + 60_000) });
    const newer = await makeUser(t.database.db, { date_joined: new Date(Date.now() + 120_000) });
    await makeUser(t.database.db, {
      is_suspended: true,
      date_joined: new Date(Date.now() + 180_000),
    });
    const auth = await loginAs(t.database.db, viewer.id);

    const res = await get('/api/users/?page_size=2', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { id: string }) => u.id)).toEqual([newer.id, older.id]);
    // Any new account may call this: no one's e-mail, phone, country or login name in bulk.
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      ['date_joined', 'first_name', 'id', 'is_certified_seller', 'last_name'].sort(),
    );
    expect(res.body).not.toContain(newer.email);
    expect(res.body).not.toContain('password');
    const total = Number(res.headers['x-total-count']);
    const [{ value }] = await t.database.pool
      .query('select count(*)::int as value from users where not is_suspended')
      .then((r) => r.rows);
    expect(total).toBe(value);
    expect(res.headers.link).toContain('rel="next"');
    expect(res.headers.link).toContain('rel="last"');

    const page2 = await get('/api/users/?page_size=2&page=2', auth);
    expect(page2.json()).toHaveLength(2);
    expect(page2.json().map((u: { id: string }) => u.id)).not.toContain(newer.id);
  });

  it('needs a login and names a malformed page', async () => {
    const anonymous = await get('/api/users/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    const viewer = await makeUser(t.database.db);
    const bad = await get('/api/users/?page=0', await loginAs(t.database.db, viewer.id));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('page');
  });
});

describe('PUT /api/users/{id}/', () => {
  it('changes the editable fields and ignores username, email and password', async () => {
    const { body, user, auth } = await signedUp(t.app);
    const res = await put(
      user.id,
      {
        ...body,
        username: 'someone_else',
        email: 'other@example.com',
        password: 'a completely new one',
        first_name: ' Joana ',
        last_name: 'Costa',
        country: 'es',
        phone_number: '(+34) 600-000-000',
        language: 'es',
        is_staff: true,
        is_certified_seller: true,
      },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: body.username,
      email: body.email,
      first_name: 'Joana',
      last_name: 'Costa',
      country: 'ES',
      phone_number: '(+34) 600-000-000',
      is_staff: false,
      is_certified_seller: false,
    });
    const stored = await row(user.id);
    expect(stored).toMatchObject({
      username: body.username,
      email: body.email,
      language: 'es',
      is_staff: false,
    });
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, body.username, 'a completely new one')).statusCode).toBe(401);
  });

  it('clears optional fields that are sent empty', async () => {
    const { user, auth } = await signedUp(t.app);
    const res = await put(
      user.id,
      { first_name: '', last_name: '', country: '', phone_number: '' },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: '',
      last_name: '',
      country: '',
      phone_number: '',
    });
  });

  it.each([
    ['country', { country: 'Portugal' }],
    ['phone_number', { phone_number: 'call me' }],
    ['phone_number', { phone_number: '9'.repeat(33) }],
    ['first_name', { first_name: 'x'.repeat(151) }],
    ['language', { language: 'de' }],
  ])('refuses a bad %s with 400 naming it, changing nothing', async (field, change) => {
    const { user, auth } = await signedUp(t.app);
    const before = await row(user.id);
    const res = await put(user.id, { first_name: 'Changed', ...change }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
    expect(await row(user.id)).toEqual(before);
  });

  it('answers 403 for another user’s profile and 401 for anonymous callers, changing nothing', async () => {
    const target = await makeUser(t.database.db);
    const before = await row(target.id);
    const intruder = await makeUser(t.database.db);
    const staff = await makeUser(t.database.db, { is_staff: true });
    const change = { first_name: 'Hacked', last_name: 'Hacked', country: 'FR', phone_number: '' };

    for (const who of [intruder, staff]) {
      const res = await put(target.id, change, await loginAs(t.database.db, who.id));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'permission_denied' });
    }
    for (const auth of [undefined, 'Token false']) {
      const res = await put(target.id, change, auth);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('authentication_required');
    }
    expect(await row(target.id)).toEqual(before);
  });

  it('answers 404 for a malformed id', async () => {
    const { auth } = await signedUp(t.app);
    const res = await put('not-a-uuid', { first_name: 'X' }, auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});
