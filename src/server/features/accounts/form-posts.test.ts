// /auth and /signup posted as HTML forms (no JavaScript): the API's rules through the same
// routes, the login cookie and a redirect on success, the page again with the answer on refusal,
// and only from this site's own pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import type { FormEcho } from '#shared/form-echo.ts';
import { throwAwayBuild } from '#server/test/seo.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { PASSWORD, signedUp, signUpBody } from '#server/test/accounts.ts';

// A renderer that shows what it was asked to render: the URL and the form's echo.
const RENDERER = `
export async function render({ url, formEcho }) {
  return { payload: '{}', head: '', html: '<main>' + url + '|' + JSON.stringify(formEcho ?? null) + '</main>' };
}`;
const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>x</title></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'http://localhost:80';

let t: TestContext;
let build: Awaited<ReturnType<typeof throwAwayBuild>>;
beforeAll(async () => {
  build = await throwAwayBuild(TEMPLATE, RENDERER);
  t = await createTestApp({ WEB_DIST: build.webDist });
});
afterAll(async () => {
  await t.close();
  await build.remove();
});

type From = { origin?: string; site?: string };
const post = (url: string, fields: Record<string, string>, from: From = { origin: ORIGIN }) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:80',
      ...(from.origin !== undefined && { origin: from.origin }),
      ...(from.site !== undefined && { 'sec-fetch-site': from.site }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
/** The echo the renderer was given. */
const echoOf = (html: string) => JSON.parse(/\|(.*)<\/main>/.exec(html)![1]!) as FormEcho;

describe('POST /auth (the login form without JavaScript)', () => {
  it('sets the login cookie the app reads and redirects to the safe next path', async () => {
    const { body } = await signedUp(t.app);
    const res = await post('/auth', {
      username: body.username,
      password: PASSWORD,
      next: '/messages',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/messages');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${TOKEN_COOKIE}=[\\w-]+; Max-Age=3600; Path=/; SameSite=Lax$`),
    );
    // The cookie holds a working API token.
    const token = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
    const me = await t.app.inject({
      url: '/api/users/me/',
      headers: { authorization: `Token ${token}` },
    });
    expect(me.json()).toMatchObject({ username: body.username });
    // An address on another site is no place to go: the dashboard instead.
    const away = await post('/auth', {
      username: body.username,
      password: PASSWORD,
      next: '//evil.example/',
    });
    expect(away.headers.location).toBe('/dashboard');
  });

  it('renders the page again with the API message and the username, never the password', async () => {
    const { body } = await signedUp(t.app);
    const res = await post('/auth?lng=fr', {
      username: body.username,
      password: 'wrong password 1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<main>/auth?lng=fr|');
    expect(echoOf(res.body)).toEqual({
      form: 'login',
      values: { username: body.username },
      fields: {},
      detail: 'No active account found with the given credentials',
      code: 'invalid_credentials',
    });
    expect(res.body).not.toContain('wrong password 1');
    const empty = await post('/auth', { username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(echoOf(empty.body).fields).sort()).toEqual(['password', 'username']);
  });

  it('refuses a post from another site or without an origin (login CSRF), and logs nobody in', async () => {
    const { body } = await signedUp(t.app);
    const fields = { username: body.username, password: PASSWORD };
    // Our pages send `Origin: null` (no-referrer) with `Sec-Fetch-Site: same-origin`.
    const ours = await post('/auth', fields, { origin: 'null', site: 'same-origin' });
    expect(ours.statusCode).toBe(303);
    const refused: From[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', site: 'cross-site' },
      { origin: ORIGIN, site: 'cross-site' },
      { origin: 'null' },
      { origin: 'null', site: 'cross-site' },
      { site: 'same-site' },
      {},
    ];
    for (const from of refused) {
      const res = await post('/auth', fields, from);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'permission_denied' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('POST /signup (the sign-up form without JavaScript)', () => {
  const fieldsOf = (body: ReturnType<typeof signUpBody>, confirm = body.password) => ({
    username: body.username,
    email: body.email,
    password: body.password,
    confirm_password: confirm,
    first_name: body.first_name,
    last_name: body.last_name,
    country: body.country,
    phone_number: body.phone_number,
  });

  it('creates the account and redirects to the page that says so', async () => {
    const body = signUpBody();
    const res = await post('/signup', fieldsOf(body));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account_created');
    const login = await post('/auth', { username: body.username, password: body.password });
    expect(login.statusCode).toBe(303);
  });

  it("renders the page again with the API's field messages and the typed values but passwords", async () => {
    const body = signUpBody({ password: '1234' });
    const res = await post('/signup', fieldsOf(body));
    expect(res.statusCode).toBe(400);
    const echo = echoOf(res.body);
    expect(echo.form).toBe('signup');
    expect(echo.fields.password).toContain('Use at least 8 characters.');
    expect(echo.values).toMatchObject({ username: body.username, email: body.email });
    expect(echo.values).not.toHaveProperty('password');
    expect(echo.values).not.toHaveProperty('confirm_password');
    // A taken username comes back with the API's code, as the script hears it.
    const { body: taken } = await signedUp(t.app);
    const again = await post('/signup', fieldsOf(signUpBody({ username: taken.username })));
    expect(again.statusCode).toBe(409);
    expect(echoOf(again.body).code).toBe('username_taken');
  });

  it('checks the confirmation as the script does, without creating the account', async () => {
    const body = signUpBody();
    const res = await post('/signup', fieldsOf(body, 'something else'));
    expect(res.statusCode).toBe(400);
    expect(echoOf(res.body).fields).toEqual({ confirm_password: ['Passwords are not the same!'] });
    const login = await post('/auth', { username: body.username, password: body.password });
    expect(login.statusCode).toBe(401);
    expect(
      (await post('/signup', fieldsOf(body), { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
  });
});
