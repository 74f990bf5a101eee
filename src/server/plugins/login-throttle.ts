// The login's own limits (decision 005): tries per IP and account, and failed logins per account
// from any IP, both counting the account a name points at, whether typed as its username or its
// e-mail. rate-limit.ts registers them with the other limits.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CounterStore } from '#server/lib/counter-store.ts';
import { clientIp, RATE_LIMITS, rateLimited } from './rate-limit-rules.ts';

const HOUR = 60 * 60_000;

/**
 * The account a login name (username or e-mail, lower case) means, or null: the accounts
 * feature knows; app.ts and the login route hand it in, as a plugin imports no feature.
 */
export type AccountOfLogin = (login: string) => Promise<string | null>;

/**
 * `config.rateLimit` of the login route: 10 tries per 15 minutes per IP and account, so one
 * attacker cannot lock out a user from everywhere and one IP cannot guess one account fast.
 * It runs once the body is parsed (preValidation), as the username is in the body.
 */
export const loginRateLimit = (accountOf: AccountOfLogin): RateLimitOptions => ({
  ...RATE_LIMITS.login,
  hook: 'preValidation',
  keyGenerator: async (request) => `${clientIp(request)}|${await loginAccount(accountOf, request)}`,
});

/** The login identifier as typed: the username or e-mail, trimmed, any case. */
const loginName = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | null | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
};

const accountKeys = new WeakMap<FastifyRequest, Promise<string>>();

/**
 * What the login counters count: the account the name points at, so its username and its e-mail
 * share one budget; an unknown name counts as itself, and so is throttled just the same.
 * Resolved once per request; the validation that refuses a malformed name runs after the limit,
 * so only names the login schema could accept reach the database.
 */
function loginAccount(accountOf: AccountOfLogin, request: FastifyRequest): Promise<string> {
  let key = accountKeys.get(request);
  if (!key) {
    const name = loginName(request);
    // eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL in text.
    const lookup = name && name.length <= 254 && !/[\u0000-\u001f\u007f]/.test(name);
    key = (lookup ? accountOf(name) : Promise.resolve(null)).then((id) =>
      id ? `account:${id}` : `name:${name}`,
    );
    accountKeys.set(request, key);
  }
  return key;
}

const KNOWN_IP_MS = 30 * 24 * HOUR;

/**
 * Failed logins per account, whatever the IP: after 20 in an hour the account answers 429 (the
 * body of every other limit, so it tells nothing about whether the account exists). To keep this
 * from being an easy way to lock a user out, an IP that logged in to the account successfully in
 * the last 30 days is not held back by it (its own per-IP limit still applies).
 */
export function createAccountThrottle(counters: CounterStore) {
  const failures = (name: string) => `failed-logins|${name}`;
  const known = (name: string, ip: string) => `known-ip|${name}|${ip}`;
  return {
    /** Milliseconds until the account may be tried again from this IP, or 0. */
    async blockedFor(name: string, ip: string): Promise<number> {
      const { count, ttl } = await counters.read(failures(name));
      if (count < RATE_LIMITS.account.max) return 0;
      if ((await counters.read(known(name, ip))).count > 0) return 0;
      return ttl;
    },
    failed: async (name: string) => {
      await counters.incr(failures(name), RATE_LIMITS.account.timeWindow);
    },
    succeeded: (name: string, ip: string) => counters.set(known(name, ip), KNOWN_IP_MS),
  };
}

export function registerAccountThrottle(
  app: FastifyInstance,
  accountOf: AccountOfLogin,
  counters: CounterStore,
) {
  const throttle = createAccountThrottle(counters);
  const isLogin = (request: FastifyRequest) =>
    request.method === 'POST' && request.routeOptions.url === '/api/token/';
  // Callback hooks: every request passes them, and only a login does anything.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!isLogin(request)) return done();
    const judge = async () => {
      const wait = await throttle.blockedFor(
        await loginAccount(accountOf, request),
        clientIp(request),
      );
      if (wait > 0) throw rateLimited(request, { ttl: wait });
    };
    judge().then(() => done(), done);
  });
  // Counted before the answer leaves (onSend, not onResponse): a client that waits for its 401
  // before guessing again always meets the count of every guess it made.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isLogin(request) || ![200, 401].includes(reply.statusCode)) return done(null, payload);
    const count = async () => {
      const account = await loginAccount(accountOf, request);
      if (reply.statusCode === 401) await throttle.failed(account);
      else await throttle.succeeded(account, clientIp(request));
    };
    count().then(() => done(null, payload), done);
  });
}
