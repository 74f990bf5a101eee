// Failed logins are limited per account as well as per IP: many IPs guessing one account's
// password are stopped after 20 failures an hour, with the same 429 whether the account exists.
// Both counters count the account, so typing the e-mail instead of the username gains nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, register, signUpBody } from '#server/test/accounts.ts';
import { createMemoryCounterStore } from '#server/lib/counter-store.ts';
import { createAccountThrottle, RATE_LIMITS } from '#server/plugins/rate-limit.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t.close());

const RATE_LIMITED = {
  detail: 'Too many requests. Please wait and try again.',
  code: 'rate_limited',
};
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

async function account() {
  const body = signUpBody();
  expect((await register(t.app, body, `198.51.100.${++ipCounter}`)).statusCode).toBe(201);
  return body;
}

describe('failed logins per account, from any IP', () => {
  it('after 20 failures from 20 IPs, a new IP is refused even with the right password', async () => {
    const target = await account();
    // The owner logged in once from home before the attack.
    const home = nextIp();
    expect((await login(t.app, target.username, PASSWORD, home)).statusCode).toBe(200);

    for (let i = 0; i < RATE_LIMITS.account.max; i++) {
      expect((await login(t.app, target.username, `guess ${i} wrong`, nextIp())).statusCode).toBe(
        401,
      );
    }
    const limited = await login(t.app, target.username.toUpperCase(), PASSWORD, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);

    // No lockout of the owner: the IP that logged in before still gets in.
    expect((await login(t.app, target.username, PASSWORD, home)).statusCode).toBe(200);
    // Other accounts are not affected.
    const other = await account();
    expect((await login(t.app, other.username, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('counts the username and the e-mail of one account together', async () => {
    const target = await account();
    const names = [target.username, target.email.toUpperCase()];
    for (let i = 0; i < RATE_LIMITS.account.max; i++) {
      const res = await login(t.app, names[i % 2]!, `guess ${i} wrong`, nextIp());
      expect(res.statusCode).toBe(401);
    }
    for (const name of names) {
      expect((await login(t.app, name, PASSWORD, nextIp())).statusCode).toBe(429);
    }
  });

  it('an unknown account is throttled the same way (no enumeration)', async () => {
    const name = `nobody_${Date.now()}`;
    for (let i = 0; i < RATE_LIMITS.account.max; i++) {
      expect((await login(t.app, name, 'wrong password', nextIp())).statusCode).toBe(401);
    }
    const limited = await login(t.app, name, 'wrong password', nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
  });
});

describe('login tries per IP and account', () => {
  it('gives one IP 10 tries at an account, whether by username or by e-mail', async () => {
    const target = await account();
    const ip = nextIp();
    const names = [target.username, target.email];
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      expect((await login(t.app, names[i % 2]!, 'wrong password', ip)).statusCode).toBe(401);
    }
    for (const name of names) {
      expect((await login(t.app, name, PASSWORD, ip)).statusCode).toBe(429);
    }
  });
});

describe('createAccountThrottle', () => {
  it('forgets failures after the window', async () => {
    let clock = 1_000_000;
    const throttle = createAccountThrottle(createMemoryCounterStore(() => clock));
    for (let i = 0; i < 19; i++) await throttle.failed('ana');
    expect(await throttle.blockedFor('ana', '192.0.2.1')).toBe(0);
    await throttle.failed('ana');
    expect(await throttle.blockedFor('ana', '192.0.2.1')).toBe(RATE_LIMITS.account.timeWindow);
    expect(await throttle.blockedFor('bob', '192.0.2.1')).toBe(0);
    clock += RATE_LIMITS.account.timeWindow;
    expect(await throttle.blockedFor('ana', '192.0.2.1')).toBe(0);
    await throttle.failed('ana');
    expect(await throttle.blockedFor('ana', '192.0.2.1')).toBe(0);
  });
});
