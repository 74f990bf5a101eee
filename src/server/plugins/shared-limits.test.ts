// Two instances on one database (RATE_LIMIT_STORE=postgres) enforce the limits together: the
// tries spread over both count as one budget, as behind a load balancer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, register, signUpBody } from '#server/test/accounts.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';
import { RATE_LIMITS } from './rate-limit.ts';

let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  const { url } = await createTestDatabase();
  const env = { RATE_LIMITS: 'on', RATE_LIMIT_STORE: 'postgres' };
  a = await createTestApp(env, { databaseUrl: url });
  b = await createTestApp(env, { databaseUrl: url });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

async function account() {
  const body = signUpBody();
  expect((await register(a.app, body, `198.51.100.${++ipCounter}`)).statusCode).toBe(201);
  return body;
}

describe('limits shared through PostgreSQL', () => {
  it('refuses the 11th failed login of one IP and account spread over two instances', async () => {
    const target = await account();
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      const app = i % 2 ? b.app : a.app;
      expect((await login(app, target.username, 'wrong password', ip)).statusCode).toBe(401);
    }
    for (const app of [a.app, b.app]) {
      const limited = await login(app, target.username, PASSWORD, ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    }
    expect((await login(b.app, target.username, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('counts failed logins per account from many IPs across instances', async () => {
    const target = await account();
    const home = nextIp();
    expect((await login(b.app, target.username, PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < RATE_LIMITS.account.max; i++) {
      const app = i % 2 ? b.app : a.app;
      expect((await login(app, target.username, `guess ${i}`, nextIp())).statusCode).toBe(401);
    }
    expect((await login(a.app, target.username, PASSWORD, nextIp())).statusCode).toBe(429);
    // The IP that logged in on instance B is known to instance A as well.
    expect((await login(a.app, target.username, PASSWORD, home)).statusCode).toBe(200);
  });

  it('shares the strict per-route limit and keeps routes apart', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.strict.max; i++) {
      const app = i % 2 ? b.app : a.app;
      expect((await register(app, {}, ip)).statusCode).toBe(400);
    }
    expect((await register(b.app, {}, ip)).statusCode).toBe(429);
    // Another strict route has its own counter.
    const contact = await a.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {},
      remoteAddress: ip,
    });
    expect(contact.statusCode).toBe(400);
  });

  it('counts the default limit across instances, in batches of a second', async () => {
    const ip = nextIp();
    const remaining = async (app: TestContext) =>
      (await app.app.inject({ method: 'DELETE', url: '/api/token/', remoteAddress: ip })).headers[
        'x-ratelimit-remaining'
      ];
    expect(await remaining(a)).toBe('599');
    expect(await remaining(b)).toBe('599');
    expect(await remaining(b)).toBe('598');
    // Once both have flushed (each second; later on a busy machine), A counts B's two hits as
    // well as its own: every call to A is one more of its own.
    let callsToA = 1;
    await expect
      .poll(
        async () => {
          callsToA += 1;
          return 600 - Number(await remaining(a)) - callsToA;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(2);
  });
});
