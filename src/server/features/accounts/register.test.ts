import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { uniqueViolation } from '#server/db/errors.ts';
import { insertUser } from './repository.ts';
import { PASSWORD, register, signUpBody } from '#server/test/accounts.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stored = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0];

describe('POST /api/register/', () => {
  it('creates the account and answers 201 with the private user only', async () => {
    const body = signUpBody({ language: 'pt' });
    const res = await register(t.app, body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toEqual({
      id: expect.any(String),
      username: body.username,
      email: body.email,
      first_name: 'Ana',
      last_name: 'Silva',
      country: 'PT',
      phone_number: '+351 912 345 678',
      is_certified_seller: false,
      is_staff: false,
      email_verified: false,
      // New accounts show no contact details: buyers write through messages.
      contact_visibility: 'messages',
      message_mails: true,
      takeoff_weight: null,
      date_joined: expect.any(String),
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(PASSWORD);
    const row = await stored(body.username);
    expect(row?.id).toBe(user.id);
    expect(row?.language).toBe('pt');
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('needs only username, password and e-mail; the rest defaults to empty', async () => {
    const { username, password, email } = signUpBody();
    const res = await register(t.app, { username, password, email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      first_name: '',
      last_name: '',
      country: '',
      phone_number: '',
    });
    expect((await stored(username))?.language).toBe('en');
  });

  it('accepts an empty country and a lower-case code, stored upper-case', async () => {
    expect((await register(t.app, signUpBody({ country: '' }))).statusCode).toBe(201);
    const res = await register(t.app, signUpBody({ country: 'fr' }));
    expect(res.json().country).toBe('FR');
  });

  it.each([
    ['username', { username: 'ab' }],
    ['username', { username: 'x'.repeat(151) }],
    ['username', { username: 'has space' }],
    ['username', { username: 'semi;colon' }],
    // An @ would let a username pass for someone's e-mail at login.
    ['username', { username: 'victim@example.com' }],
    ['username', { username: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: undefined }],
    ['password', { password: 'short1' }],
    ['password', { password: 'x'.repeat(129) }],
    ['password', { password: '1234567890' }],
    ['password', { username: 'SameAsName', password: 'sameasname' }],
    ['password', { password: undefined }],
    ['country', { country: 'Portugal' }],
    ['country', { country: 'P1' }],
    ['phone_number', { phone_number: '+351 abc' }],
    ['phone_number', { phone_number: '1'.repeat(33) }],
    ['language', { language: 'de' }],
  ])('refuses a bad %s (%j) with 400 naming the field', async (field, change) => {
    const body = signUpBody(change);
    const res = await register(t.app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
    expect(await stored(String(body.username))).toBeUndefined();
  });

  it('accepts usernames of 3 and 150 characters with . + - _ and letters of any script', async () => {
    for (const username of ['abc', 'a'.repeat(150), 'joão.p+x-y_z']) {
      const res = await register(
        t.app,
        signUpBody({ username, email: `${username.length}${Date.now()}@ex.com` }),
      );
      expect(res.statusCode, username).toBe(201);
    }
  });

  it('refuses look-alike names and bidi controls; one alphabet per word is fine', async () => {
    // Outside review, third round: "Ozоne" with a Cyrillic о passed for the brand Ozone.
    const refused = async (overrides: Record<string, string>, field: string, message: string) => {
      const res = await register(t.app, signUpBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    };
    const mixed = 'Write each word in one alphabet.';
    await refused({ first_name: 'Ozоne' }, 'first_name', mixed);
    await refused({ last_name: 'Gliders Ozοne' }, 'last_name', mixed);
    await refused({ username: `ozоne_${Date.now()}` }, 'username', mixed);
    const controls = 'Remove the control characters.';
    await refused({ first_name: 'Ana\u202egpj.exe' }, 'first_name', controls);
    await refused({ last_name: 'Silva\u2067x' }, 'last_name', controls);
    for (const names of [
      { first_name: 'Ирина', last_name: 'Silva' },
      { first_name: 'Ирина Ana', last_name: 'Ωμέγα' },
      { first_name: 'שרה\u200f', last_name: 'Zoë' },
    ]) {
      const res = await register(t.app, signUpBody(names));
      expect(res.statusCode, JSON.stringify(names)).toBe(201);
    }
  });

  it('accepts passwords of 8 and 128 characters that are not all digits', async () => {
    expect((await register(t.app, signUpBody({ password: '1234567a' }))).statusCode).toBe(201);
    expect((await register(t.app, signUpBody({ password: 'p'.repeat(128) }))).statusCode).toBe(201);
  });

  it('answers 409 username_taken for a username that differs only in case', async () => {
    const first = signUpBody();
    expect((await register(t.app, first)).statusCode).toBe(201);
    const res = await register(t.app, signUpBody({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'username_taken' });
  });

  it('answers 409 email_taken for an e-mail that differs only in case', async () => {
    const first = signUpBody();
    expect((await register(t.app, first)).statusCode).toBe(201);
    const res = await register(t.app, signUpBody({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'email_taken' });
  });

  it('lets only one of two simultaneous sign-ups with the same username through', async () => {
    const a = signUpBody();
    const b = signUpBody({ username: a.username.toUpperCase() });
    const results = await Promise.all([register(t.app, a), register(t.app, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('username_taken');
  });

  it('refuses a body that is not JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });
});

describe('uniqueViolation', () => {
  it('names the unique index a duplicate insert hit (the race the pre-check cannot see)', async () => {
    const base = {
      password_hash: 'x',
      username: `race${Date.now()}`,
      email: `race${Date.now()}@example.com`,
    };
    await insertUser(t.database.db, base);
    const byName = await insertUser(t.database.db, { ...base, email: 'other@example.com' }).catch(
      (e) => e,
    );
    expect(uniqueViolation(byName)).toBe('users_username_lower_uq');
    const byEmail = await insertUser(t.database.db, {
      ...base,
      username: 'other',
      email: base.email.toUpperCase(),
    }).catch((e) => e);
    expect(uniqueViolation(byEmail)).toBe('users_email_lower_uq');
    expect(uniqueViolation(new Error('something else'))).toBeNull();
  });
});
