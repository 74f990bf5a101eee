import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { hashToken } from '#server/plugins/auth.ts';
import { login, PASSWORD, signedUp } from '#server/test/accounts.ts';
import { makeGear } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (auth?: string) =>
  t.app.inject({ url: '/api/users/me/', headers: auth ? { authorization: auth } : {} });
const logout = (auth?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/token/',
    headers: auth ? { authorization: auth } : {},
  });

const WRONG_LOGIN = {
  detail: 'No active account found with the given credentials',
  code: 'invalid_credentials',
};

describe('POST /api/token/', () => {
  it('logs in by username with a fresh opaque token and the private user', async () => {
    const { body, user } = await signedUp(t.app);
    const before = Date.now();
    const res = await login(t.app, body.username);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toEqual({
      access: expect.any(String),
      token_type: 'Token',
      expires_in: 3600,
      user: expect.any(Object),
    });
    expect(json.user).toMatchObject({ id: user.id, username: body.username, email: body.email });
    expect(json.user).not.toHaveProperty('password_hash');
    // 32 random bytes in base64url.
    expect(json.access).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const row = rows.find((r) => r.token_hash === hashToken(json.access));
    expect(row).toBeDefined();
    expect(rows.some((r) => r.token_hash === json.access)).toBe(false);
    const lifetime = row!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThan(3610_000);

    const current = await me(`Token ${json.access}`);
    expect(current.statusCode).toBe(200);
    expect(current.json().id).toBe(user.id);
  });

  it('logs in by e-mail, ignoring case, and by username in another case', async () => {
    const { body, user } = await signedUp(t.app);
    const byEmail = await login(t.app, body.email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user.id).toBe(user.id);
    const byName = await login(t.app, body.username.toUpperCase());
    expect(byName.json().user.id).toBe(user.id);
  });

  it('matches a login with an @ against e-mails only, so a username cannot take over an address', async () => {
    const owner = await signedUp(t.app);
    // Sign-up refuses such a username now; an older row may still hold one.
    const [lookalike] = await t.database.db
      .insert(users)
      .values({
        username: owner.body.email.toUpperCase(),
        email: `look_${Date.now()}@example.com`,
        password_hash: (
          await t.database.db.select().from(users).where(eq(users.id, owner.user.id))
        )[0]!.password_hash,
      })
      .returning();
    const res = await login(t.app, owner.body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(owner.user.id);
    // The lookalike still logs in with its own e-mail.
    expect((await login(t.app, lookalike!.email)).json().user.id).toBe(lookalike!.id);
  });

  it('matches a login without an @ against usernames only', async () => {
    const { body, user } = await signedUp(t.app);
    expect((await login(t.app, body.username)).json().user.id).toBe(user.id);
    // The local part of the e-mail is not a username.
    const other = await signedUp(t.app, { email: `x${Date.now()}@example.com` });
    expect((await login(t.app, other.body.email.split('@')[0]!)).statusCode).toBe(401);
  });

  it('gives each login its own token, accepted with the Bearer scheme too', async () => {
    const { body } = await signedUp(t.app);
    const a = (await login(t.app, body.username)).json().access;
    const b = (await login(t.app, body.username)).json().access;
    expect(a).not.toBe(b);
    expect((await me(`Bearer ${b}`)).statusCode).toBe(200);
  });

  it('stores the language given at login', async () => {
    const { body, user } = await signedUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: body.username, password: PASSWORD, language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('fr');
  });

  it('answers a wrong password and an unknown user with the identical 401', async () => {
    const { body } = await signedUp(t.app);
    const wrong = await login(t.app, body.username, 'not the password');
    const unknown = await login(t.app, 'nobody_here_at_all', 'not the password');
    const unknownEmail = await login(t.app, 'nobody@example.com', PASSWORD);
    for (const res of [wrong, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(WRONG_LOGIN);
    }
    expect(wrong.body).toBe(unknown.body);
  });

  it('refuses a suspended account with the same 401, even with the right password', async () => {
    const { body, user } = await signedUp(t.app);
    await t.database.db.update(users).set({ is_suspended: true }).where(eq(users.id, user.id));
    const res = await login(t.app, body.username);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(WRONG_LOGIN);
  });

  it.each([
    ['username', { password: PASSWORD }],
    ['password', { username: 'someone' }],
    ['username', { username: '', password: PASSWORD }],
    ['password', { username: 'someone', password: '' }],
  ])('answers 400 naming %s when it is missing or empty', async (field, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
  });
});

describe('DELETE /api/token/', () => {
  it('revokes that token at once and leaves the other sessions working', async () => {
    const { body, user, auth } = await signedUp(t.app);
    const other = `Token ${(await login(t.app, body.username)).json().access}`;
    const res = await logout(auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await me(auth);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: expect.any(String), code: 'authentication_required' });
    expect((await logout(auth)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);

    // On a public endpoint the revoked token is served as anonymous: no contact fields.
    const gear = await makeGear(t.database.db, user.id);
    const gearRes = await t.app.inject({
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: auth },
    });
    expect(gearRes.statusCode).toBe(200);
    expect(gearRes.json().seller).not.toHaveProperty('email');
    const profile = await t.app.inject({
      url: `/api/users/${user.id}/`,
      headers: { authorization: auth },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).not.toHaveProperty('email');
  });

  it('needs a login', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
    expect((await logout('Token false')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('stop working once expired', async () => {
    const { user, auth } = await signedUp(t.app);
    expect((await me(auth)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    const res = await me(auth);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
  });

  it('live 3600 s from the last request: activity renews them', async () => {
    const { user, auth } = await signedUp(t.app);
    // Logged in 59 minutes ago: one minute of the first hour left.
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() + 60_000) })
      .where(eq(sessions.user_id, user.id));
    const before = Date.now();
    expect((await me(auth)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    const lifetime = row!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThan(3610_000);
  });

  it('stop working when the account is suspended', async () => {
    const { user, auth } = await signedUp(t.app);
    await t.database.db.update(users).set({ is_suspended: true }).where(eq(users.id, user.id));
    expect((await me(auth)).statusCode).toBe(401);
  });

  it('are cleared on the next login once expired', async () => {
    const { body, user } = await signedUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    await login(t.app, body.username);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now());
  });
});
