import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, register, signUpBody } from '#server/test/accounts.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t.close());

const RATE_LIMITED = { detail: expect.any(String), code: 'rate_limited' };

/** Registers straight away from another address, so it does not spend the IP under test. */
async function account(ip: string) {
  const body = signUpBody();
  expect((await register(t.app, body, ip)).statusCode).toBe(201);
  return body;
}

describe('login limit (10 tries / 15 min per IP + username)', () => {
  it('answers the 11th try for one IP and username with 429 and Retry-After', async () => {
    const target = await account('198.51.100.1');
    const other = await account('198.51.100.2');
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) {
      expect((await login(t.app, target.username, 'wrong password', ip)).statusCode).toBe(401);
    }
    // Even the right password is refused now.
    const limited = await login(t.app, target.username, PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The same username in another case is the same counter.
    expect((await login(t.app, target.username.toUpperCase(), PASSWORD, ip)).statusCode).toBe(429);

    // Another username from the same IP, and the same username from another IP, still work.
    expect((await login(t.app, other.username, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(t.app, target.username, PASSWORD, '192.0.2.11')).statusCode).toBe(200);
  });
});

describe('strict limit (5 / hour per IP)', () => {
  it('answers the 6th sign-up from one IP with 429, counting refused ones too', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 3; i++)
      expect((await register(t.app, signUpBody(), ip)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await register(t.app, {}, ip)).statusCode).toBe(400);
    const limited = await register(t.app, signUpBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await register(t.app, signUpBody(), '192.0.2.21')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is not set', async () => {
    const ip = '192.0.2.30';
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: {},
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: {},
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('default limit (600 / min per IP)', () => {
  it('answers the 601st API request of a minute with 429', async () => {
    const ip = '192.0.2.40';
    // An anonymous logout is the cheapest API call: no database, an immediate 401.
    const call = () => t.app.inject({ method: 'DELETE', url: '/api/token/', remoteAddress: ip });
    const first = await call();
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-ratelimit-limit']).toBe('600');
    for (let i = 1; i < 600; i++) await call();
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ url: '/api/gear-types/', remoteAddress: '192.0.2.41' })).statusCode,
    ).toBe(200);
  });

  it('leaves files outside /api/ alone', async () => {
    const res = await t.app.inject({ url: '/media/nothing.webp', remoteAddress: '192.0.2.50' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  let proxied: TestContext;
  let listed: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: '1' });
    listed = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
  });
  afterAll(async () => {
    await proxied.close();
    await listed.close();
  });

  const sender =
    (app: TestContext, remoteAddress = '10.0.0.1') =>
    (forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: {},
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });

  it('counts per X-Forwarded-For client when set', async () => {
    const send = sender(proxied);
    for (let i = 0; i < 5; i++) expect((await send('203.0.113.7')).statusCode).toBe(400);
    expect((await send('203.0.113.7')).statusCode).toBe(429);
    expect((await send('203.0.113.8')).statusCode).toBe(400);
  });

  it('one hop: a client cannot pick its own address with a spoofed left-most entry', async () => {
    // The proxy appends the address it saw (203.0.113.9); what the client wrote stays on the left.
    const send = sender(proxied);
    for (let i = 0; i < 5; i++)
      expect((await send(`10.${i}.0.1, 203.0.113.9`)).statusCode).toBe(400);
    expect((await send('10.99.0.1, 203.0.113.9')).statusCode).toBe(429);
    expect((await send('203.0.113.9')).statusCode).toBe(429);
  });

  it('a list of proxies: their X-Forwarded-For counts, anyone else is the client itself', async () => {
    const viaProxy = sender(listed, '10.1.2.3');
    for (let i = 0; i < 5; i++)
      expect((await viaProxy(`198.51.100.${i}, 203.0.113.20`)).statusCode).toBe(400);
    expect((await viaProxy('203.0.113.20')).statusCode).toBe(429);
    // A direct client's own X-Forwarded-For is ignored: it is counted by its socket address.
    const direct = sender(listed, '198.51.100.77');
    for (let i = 0; i < 5; i++) expect((await direct(`203.0.113.${30 + i}`)).statusCode).toBe(400);
    expect((await direct('203.0.113.99')).statusCode).toBe(429);
  });
});

describe('RATE_LIMITS=off', () => {
  let unlimited: TestContext;
  beforeAll(async () => {
    unlimited = await createTestApp({ RATE_LIMITS: 'off' });
  });
  afterAll(async () => unlimited.close());

  it('turns every limit off', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await unlimited.app.inject({
        method: 'POST',
        url: '/api/register/',
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    for (let i = 0; i < 12; i++)
      expect((await login(unlimited.app, 'nobody', 'wrong password')).statusCode).toBe(401);
  });
});
