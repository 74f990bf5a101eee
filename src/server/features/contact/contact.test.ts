import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { queuedJobs } from '#server/jobs/test-jobs.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const token = () => `msg-${randomBytes(6).toString('hex')}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Marta Sousa',
  email: 'marta@example.com',
  message: `Is the Ozone Rush 6 still for sale? ${token()}`,
  ...overrides,
});
const send = (ctx: TestContext, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact/', payload, headers });
const rowOf = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const countRows = async (ctx: TestContext) =>
  (await ctx.database.db.select().from(contactMessages)).length;
const rowsMentioning = async (ctx: TestContext, text: string) =>
  (await ctx.database.db.select().from(contactMessages)).filter((r) => r.message.includes(text));

// Bodies are quoted-printable: undo the soft line breaks and =XX escapes to read them.
const decodeQuotedPrintable = (source: string) =>
  source
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The .eml files in the outbox (decoded) that contain `text`. */
async function mailsContaining(ctx: TestContext, text: string) {
  await ctx.drainJobs();
  const names = await readdir(ctx.config.outboxDir).catch(() => [] as string[]);
  const sources = await Promise.all(
    names.map(async (n) =>
      decodeQuotedPrintable(await readFile(join(ctx.config.outboxDir, n), 'utf8')),
    ),
  );
  return sources.filter((s) => s.includes(text));
}

describe('POST /api/contact/', () => {
  it('stores the message, mails it (a job) to the site with reply-to the sender, and records the sending', async () => {
    const payload = body();
    const res = await send(t, payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String) });
    const row = await rowOf(t, res.json().id);
    expect(row).toMatchObject({
      full_name: 'Marta Sousa',
      email: 'marta@example.com',
      message: payload.message,
      user_id: null,
      is_read: false,
      mailed_at: null,
    });

    const [mail, ...more] = await mailsContaining(t, payload.message);
    expect((await rowOf(t, res.json().id))!.mailed_at).toBeInstanceOf(Date);
    expect(more).toEqual([]);
    expect(mail).toMatch(/^To: hello@airgear\.example$/m);
    expect(mail).toMatch(/^Reply-To: marta@example\.com$/m);
    expect(mail).toMatch(/^Subject: Contact form: Marta Sousa$/m);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
  });

  it('escapes what the visitor wrote in the HTML part', async () => {
    const marker = token();
    const res = await send(
      t,
      body({ fullName: '<b>Eve</b>', message: `${marker} <script>alert(1)</script>` }),
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsContaining(t, marker);
    const html = mail!.slice(mail!.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve</b>');
  });

  it('refuses a line break in the name, so it never reaches the mail headers', async () => {
    const marker = token();
    const res = await send(
      t,
      body({ fullName: 'Eve\r\nBcc: victim@example.com', message: marker }),
    );
    // A one-line field takes no control character (docs/api.md); the mailer flattens headers too.
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['fullName']);
    expect(await mailsContaining(t, marker)).toEqual([]);
  });

  it('links the message to the logged-in sender', async () => {
    const user = await makeUser(t.database.db);
    const res = await send(t, body(), { authorization: await loginAs(t.database.db, user.id) });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(t, res.json().id))!.user_id).toBe(user.id);
  });

  it('accepts an e-mail with spaces around it, and stores it trimmed', async () => {
    const res = await send(t, body({ email: '  marta@example.com ' }));
    expect(res.statusCode).toBe(201);
    expect((await rowOf(t, res.json().id))!.email).toBe('marta@example.com');
  });

  it('refuses a filled honeypot with 400, storing and sending nothing', async () => {
    const payload = body({ website: 'https://spam.example' });
    const res = await send(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { website: [expect.any(String)] },
    });
    const marker = payload.message.split(' ').at(-1)!;
    expect(await rowsMentioning(t, marker)).toEqual([]);
    expect(await mailsContaining(t, marker)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an invalid e-mail', { email: 'marta.example.com' }, 'email'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a missing name', { fullName: undefined }, 'fullName'],
    ['a blank name', { fullName: '   ' }, 'fullName'],
    ['a missing message', { message: undefined }, 'message'],
    ['a blank message', { message: ' \n ' }, 'message'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
  ])('refuses %s with a 400 naming %s', async (_, overrides, field) => {
    const before = await countRows(t);
    const res = await send(t, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await countRows(t)).toBe(before);
  });
});

describe('POST /api/contact/ when mail fails', () => {
  let failing: TestContext;
  beforeAll(async () => {
    failing = await createTestApp(
      {},
      { mailer: { send: () => Promise.reject(new Error('SMTP down')) } },
    );
  });
  afterAll(async () => failing.close());

  it('still answers 201 and keeps the message with mailed_at null, its job waiting to retry', async () => {
    const payload = body();
    const res = await send(failing, payload);
    expect(res.statusCode).toBe(201);
    await failing.drainJobs();
    const row = await rowOf(failing, res.json().id);
    expect(row).toMatchObject({ message: payload.message, mailed_at: null });
    const [job] = await queuedJobs(failing.database.db, 'contact_message');
    expect(job).toMatchObject({
      payload: { id: row!.id },
      attempts: 1,
      last_error: expect.stringContaining('SMTP down'),
    });
  });
});

describe('POST /api/contact/ rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on' });
  });
  afterAll(async () => limited.close());

  it('allows 5 messages an hour per IP, then answers 429 with Retry-After', async () => {
    const from = (ip: string) => ({
      method: 'POST' as const,
      url: '/api/contact/',
      remoteAddress: ip,
    });
    for (let i = 0; i < 5; i++) {
      expect(
        (await limited.app.inject({ ...from('203.0.113.7'), payload: body() })).statusCode,
      ).toBe(201);
    }
    const payload = body();
    const blocked = await limited.app.inject({ ...from('203.0.113.7'), payload });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await rowsMentioning(limited, payload.message)).toEqual([]);
    const otherIp = await limited.app.inject({ ...from('203.0.113.8'), payload: body() });
    expect(otherIp.statusCode).toBe(201);
  });
});
