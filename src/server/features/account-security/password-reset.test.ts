import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, sessions, users } from '#server/db/schema.ts';
import type { Mail, Mailer } from '#server/mail/mailer.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { login, PASSWORD, signedUp } from '#server/test/accounts.ts';
import { linkToken, mailsTo } from '#server/test/mail.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'fresh thermals 2025';
const requestReset = (ctx: TestContext, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/password-reset/', payload: payload as object });
const confirm = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset/confirm/', payload: payload as object });
const me = (auth: string) =>
  t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } });

/** An account with a reset link in its mailbox (the verification mail is the first mail). */
async function withResetLink(overrides: Record<string, unknown> = {}) {
  const account = await signedUp(t.app, overrides);
  const res = await requestReset(t, { email: account.body.email });
  expect(res.statusCode).toBe(202);
  const mails = await mailsTo(t, account.body.email, 2);
  const mail = mails.find((m) => m.text.includes('/reset-password?token='));
  if (!mail) throw new Error('no reset mail');
  return { ...account, mail, token: linkToken(mail, '/reset-password') };
}

describe('POST /api/password-reset/', () => {
  it('answers 202 and mails a one-use link valid 1 h in the user language', async () => {
    const { mail, user, body } = await withResetLink({ language: 'es', first_name: 'Lucía' });
    expect(mail.subject).toBe('Restablece tu contraseña de Air Gear');
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain(`(${body.username})`);
    expect(mail.html).toContain('/reset-password?token=');
    const [row] = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.purpose, 'reset_password'))
      .then((rows) => rows.filter((r) => r.user_id === user.id));
    const minutes = (row!.expires_at.getTime() - row!.created_at.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it('gives an unknown address the very same answer and sends nothing', async () => {
    const { body } = await signedUp(t.app);
    const known = await requestReset(t, { email: body.email });
    const unknown = await requestReset(t, { email: `nobody-${body.email}` });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(t, `nobody-${body.email}`, 1, 300)).toEqual([]);
  });

  it('finds the account whatever the case of the address', async () => {
    const { body } = await signedUp(t.app);
    expect((await requestReset(t, { email: body.email.toUpperCase() })).statusCode).toBe(202);
    const mails = await mailsTo(t, body.email, 2);
    expect(mails.filter((m) => m.text.includes('/reset-password?token='))).toHaveLength(1);
  });

  it('answers before any mail work, so its timing does not tell which addresses exist', async () => {
    // The mail (and its token) is a job: the answer never waits for a mail server.
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const ctx = await createTestApp({}, { mailer });
    try {
      const { body } = await signedUp(ctx.app);
      const res = await requestReset(ctx, { email: body.email });
      expect(res.statusCode).toBe(202);
      expect(sent).toEqual([]);
      // Generous: on a busy machine the job's turn comes later than poll's default second.
      await expect
        .poll(
          async () => {
            await ctx.drainJobs();
            return sent.filter((m) => m.subject.includes('Reset')).length;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBe(1);
    } finally {
      await ctx.close();
    }
  });

  it('sends nothing to a suspended account', async () => {
    const { body, user } = await signedUp(t.app);
    await t.database.db.update(users).set({ is_suspended: true }).where(eq(users.id, user.id));
    expect((await requestReset(t, { email: body.email })).statusCode).toBe(202);
    expect(await mailsTo(t, body.email, 2, 300)).toHaveLength(1);
  });

  it.each([[{}], [{ email: 'not-an-address' }], [{ email: '' }]])(
    'answers 400 naming email for %j',
    async (payload) => {
      const res = await requestReset(t, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { email: [expect.any(String)] },
      });
    },
  );

  it('allows 5 requests an hour per IP, then 429 with Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/password-reset/',
          payload: { email: `someone${i}@example.com` },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().code).toBe('rate_limited');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/password-reset/confirm/', () => {
  it('sets the new password (204), ends every session and works only once', async () => {
    const { body, auth, token, user } = await withResetLink();
    const second = (await login(t.app, body.username)).json().access as string;
    const res = await confirm({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect((await me(auth)).statusCode).toBe(401);
    expect((await me(`Token ${second}`)).statusCode).toBe(401);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id)),
    ).toEqual([]);
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, body.username, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await confirm({ token, password: 'another one 123' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'invalid_token',
      detail: 'This link has already been used.',
    });
    expect((await login(t.app, body.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts as proof of the address: email_verified becomes true', async () => {
    const { token, user } = await withResetLink();
    expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email_verified).toBe(true);
    // From now on logged-out contact messages from the address are the user's (export).
    expect(row!.email_verified_at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { body, token, user } = await withResetLink();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.user_id, user.id));
    const res = await confirm({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_token',
      detail: 'This link has expired. Please ask for a new one.',
    });
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a verification token', async () => {
    const { body } = await signedUp(t.app);
    const [verifyMail] = await mailsTo(t, body.email);
    for (const token of ['z'.repeat(43), linkToken(verifyMail!, '/verify-email')]) {
      const res = await confirm({ token, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_token');
    }
    expect((await login(t.app, body.username, PASSWORD)).statusCode).toBe(200);
  });

  it('only the newest link works after asking twice', async () => {
    const { body, token: first } = await withResetLink();
    await requestReset(t, { email: body.email });
    const mails = await mailsTo(t, body.email, 3);
    const tokens = mails
      .filter((m) => m.text.includes('/reset-password?token='))
      .map((m) => linkToken(m, '/reset-password'));
    const newest = tokens.find((x) => x !== first)!;
    expect((await confirm({ token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await confirm({ token: newest, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it.each([
    ['short1', 'password'],
    ['1234567890', 'password'],
    ['x'.repeat(129), 'password'],
    [undefined, 'password'],
  ])(
    'refuses the password %j with 400 naming it; the link still works',
    async (password, field) => {
      const { token } = await withResetLink();
      const res = await confirm({ token, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { [field]: [expect.any(String)] },
      });
      expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(204);
    },
  );

  it('refuses the username as the password; the link still works', async () => {
    const { token, body } = await withResetLink();
    const res = await confirm({ token, password: body.username.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { password: ['The password cannot be the username.'] },
    });
    expect((await confirm({ token, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('answers 400 naming token when it is missing', async () => {
    const res = await confirm({ password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('token');
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { token } = await withResetLink();
    const results = await Promise.all([
      confirm({ token, password: NEW_PASSWORD }),
      confirm({ token, password: 'other password 9' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });
});
