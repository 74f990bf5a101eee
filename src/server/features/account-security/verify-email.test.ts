import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '#server/db/schema.ts';
import { hashToken } from '#server/plugins/auth.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { register, signedUp, signUpBody } from '#server/test/accounts.ts';
import { linkToken, mailsTo } from '#server/test/mail.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://airgear.test/' });
});
afterAll(async () => t.close());

const verify = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/verify-email/', payload: payload as object });
const resend = (auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-email/resend/',
    headers: auth ? { authorization: auth } : {},
  });
const me = async (auth: string) =>
  (await t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } })).json();
const tokenRows = async (userId: string) =>
  t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, userId));

describe('the verification mail of registration', () => {
  it('mails a one-use link valid 48 h, stored only as a hash, as text and HTML', async () => {
    const body = signUpBody({ first_name: 'Rita' });
    expect((await register(t.app, body)).statusCode).toBe(201);
    const [mail, ...more] = await mailsTo(t, body.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirm your e-mail address for Air Gear');
    expect(mail!.contentType).toMatch(/^multipart\/alternative/);
    expect(mail!.text).toContain('Hello Rita,');
    expect(mail!.text).toContain('https://airgear.test/verify-email?token=');
    expect(mail!.html).toContain('href="https://airgear.test/verify-email?token=');
    const token = linkToken(mail!, '/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const [row, ...others] = await tokenRows(user!.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ purpose: 'verify_email', used_at: null });
    expect(row!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const hours = (row!.expires_at.getTime() - row!.created_at.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it('is written in the language the user signed up in', async () => {
    const body = signUpBody({ language: 'fr', first_name: 'Léa' });
    await register(t.app, body);
    const [mail] = await mailsTo(t, body.email);
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail pour Air Gear');
    expect(mail!.text).toContain('Bonjour Léa,');
    expect(mail!.html).toContain('<html lang="fr">');
  });

  it('escapes the name the user typed in the HTML part', async () => {
    const body = signUpBody({ first_name: '<img src=x onerror=alert(1)>' });
    await register(t.app, body);
    const [mail] = await mailsTo(t, body.email);
    expect(mail!.html).not.toContain('<img src=x');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not fail the registration when the mail cannot be sent', async () => {
    const failing = await createTestApp(
      {},
      { mailer: { send: async () => Promise.reject(new Error('smtp down')) } },
    );
    try {
      const body = signUpBody();
      const res = await register(failing.app, body);
      expect(res.statusCode).toBe(201);
      expect(res.json().email_verified).toBe(false);
      const [row] = await failing.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.email));
      expect(row).toBeDefined();
    } finally {
      await failing.close();
    }
  });
});

describe('POST /api/verify-email/', () => {
  async function freshLink() {
    const account = await signedUp(t.app);
    const [mail] = await mailsTo(t, account.body.email);
    return { ...account, token: linkToken(mail!, '/verify-email') };
  }

  it('confirms the address once: 204, email_verified true, the link then refused as used', async () => {
    const { auth, token, user } = await freshLink();
    expect((await me(auth)).email_verified).toBe(false);
    const res = await verify({ token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await me(auth)).email_verified).toBe(true);
    expect((await tokenRows(user.id))[0]!.used_at).toBeInstanceOf(Date);

    const again = await verify({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_token',
      detail: 'This link has already been used.',
    });
  });

  it('refuses an expired link with a clear message and leaves the address unverified', async () => {
    const { auth, token, user } = await freshLink();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.user_id, user.id));
    const res = await verify({ token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_token',
      detail: 'This link has expired. Please ask for a new one.',
    });
    expect((await me(auth)).email_verified).toBe(false);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['a cut-off token', 'abc'],
  ])('refuses %s with 400 invalid_token', async (_, token) => {
    const res = await verify({ token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_token',
      detail: expect.stringContaining('This link is not valid.'),
    });
  });

  it('refuses a password-reset token: each token serves one purpose', async () => {
    const { body, auth } = await signedUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/',
      payload: { email: body.email },
    });
    const mails = await mailsTo(t, body.email, 2);
    const reset = mails.find((m) => m.text.includes('/reset-password?token='))!;
    const res = await verify({ token: linkToken(reset, '/reset-password') });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
    expect((await me(auth)).email_verified).toBe(false);
  });

  it.each([[{}], [{ token: '' }], [{ token: 42 }], [{ token: 'y'.repeat(201) }]])(
    'answers 400 naming token for %j',
    async (payload) => {
      const res = await verify(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { token: [expect.any(String)] },
      });
    },
  );
});

describe('POST /api/verify-email/resend/', () => {
  it('needs a login', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
  });

  it('mails a new link (202) and the previous one stops working', async () => {
    const { body, auth } = await signedUp(t.app);
    const [first] = await mailsTo(t, body.email);
    const res = await resend(auth);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    const mails = await mailsTo(t, body.email, 2);
    expect(mails).toHaveLength(2);
    const tokens = mails.map((m) => linkToken(m, '/verify-email'));
    expect(new Set(tokens).size).toBe(2);
    const oldToken = linkToken(first!, '/verify-email');
    const newToken = tokens.find((x) => x !== oldToken)!;
    expect((await verify({ token: oldToken })).statusCode).toBe(400);
    expect((await verify({ token: newToken })).statusCode).toBe(204);
    expect((await me(auth)).email_verified).toBe(true);
  });

  it('sends nothing once the address is verified, with the same 202', async () => {
    const { body, auth, user } = await signedUp(t.app);
    expect(await mailsTo(t, body.email)).toHaveLength(1);
    await t.database.db.update(users).set({ email_verified: true }).where(eq(users.id, user.id));
    const res = await resend(auth);
    expect(res.statusCode).toBe(202);
    expect(await mailsTo(t, body.email, 2, 300)).toHaveLength(1);
  });
});
