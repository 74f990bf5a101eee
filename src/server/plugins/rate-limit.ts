// The request limits of docs/api.md ("Limits"): 600 / min per IP on every API route, and stricter
// per-route limits that routes declare with `config: { rateLimit: ... }` (the helpers below),
// plus failed logins per account from any IP (createAccountThrottle, decision 005). Both login
// counters count the account a name points at, whether typed as its username or its e-mail.
// The client IP is request.ip, which Fastify takes from X-Forwarded-For only when TRUST_PROXY
// is set. `RATE_LIMITS=off` leaves the plugin out, so the routes' declarations do nothing.
//
// The counters live in this process's memory: that is right for one app process. Several
// processes behind a load balancer would each count on their own; they need a shared store
// (the plugin's `redis` option or a custom `store`) to enforce the limits together.
import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { findUserIdByLogin } from '#server/features/accounts/repository.ts';
import { HttpError } from '#server/lib/http-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Every API route without a limit of its own. */
  default: { max: 600, timeWindow: MINUTE },
  /** Login tries per IP and account (its username and e-mail count together). */
  login: { max: 10, timeWindow: 15 * MINUTE },
  /** Failed logins per account from any IP: a distributed guess at one account is slowed too. */
  account: { max: 20, timeWindow: HOUR },
  /** Register, contact and password reset: each route on its own counter. */
  strict: { max: 5, timeWindow: HOUR },
} as const;

const clientIp = (request: FastifyRequest) => normalizeIP(request.ip);

const rateLimited = (_request: FastifyRequest, context: { ttl: number }) =>
  new HttpError('rate_limited', 'Too many requests. Please wait and try again.', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
  });

/** `config.rateLimit` of a route allowed 5 requests an hour per IP (register, contact, password reset). */
export const strictRateLimit = (): RateLimitOptions => ({ ...RATE_LIMITS.strict });

/**
 * `config.rateLimit` of the login route: 10 tries per 15 minutes per IP and account, so one
 * attacker cannot lock out a user from everywhere and one IP cannot guess one account fast.
 * It runs once the body is parsed (preValidation), as the username is in the body.
 */
export const loginRateLimit = (db: Db): RateLimitOptions => ({
  ...RATE_LIMITS.login,
  hook: 'preValidation',
  keyGenerator: async (request) => `${clientIp(request)}|${await loginAccount(db, request)}`,
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
function loginAccount(db: Db, request: FastifyRequest): Promise<string> {
  let key = accountKeys.get(request);
  if (!key) {
    const name = loginName(request);
    // eslint-disable-next-line no-control-regex -- PostgreSQL refuses NUL in text.
    const lookup = name && name.length <= 254 && !/[\u0000-\u001f\u007f]/.test(name);
    key = (lookup ? findUserIdByLogin(db, name) : Promise.resolve(null)).then((id) =>
      id ? `account:${id}` : `name:${name}`,
    );
    accountKeys.set(request, key);
  }
  return key;
}

const KNOWN_IP_DAYS = 30;
const MAX_ACCOUNTS_TRACKED = 100_000;

/**
 * Failed logins per account, whatever the IP: after 20 in an hour the account answers 429 (the
 * body of every other limit, so it tells nothing about whether the account exists). To keep this
 * from being an easy way to lock a user out, an IP that logged in to the account successfully in
 * the last 30 days is not held back by it (its own per-IP limit still applies). Memory is bounded:
 * the oldest entries go first.
 */
export function createAccountThrottle(now: () => number = Date.now) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const knownIps = new Map<string, Map<string, number>>();
  const bounded = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ACCOUNTS_TRACKED) map.delete(map.keys().next().value!);
  };
  return {
    /** Milliseconds until the account may be tried again from this IP, or 0. */
    blockedFor(name: string, ip: string): number {
      const entry = failures.get(name);
      if (!entry || entry.resetAt <= now()) return 0;
      if (entry.count < RATE_LIMITS.account.max) return 0;
      if ((knownIps.get(name)?.get(ip) ?? 0) > now()) return 0;
      return entry.resetAt - now();
    },
    failed(name: string) {
      const entry = failures.get(name);
      if (!entry || entry.resetAt <= now()) {
        bounded(failures, name, { count: 1, resetAt: now() + RATE_LIMITS.account.timeWindow });
      } else entry.count++;
    },
    succeeded(name: string, ip: string) {
      const ips = knownIps.get(name) ?? new Map<string, number>();
      ips.set(ip, now() + KNOWN_IP_DAYS * 24 * HOUR);
      if (ips.size > 20) ips.delete(ips.keys().next().value!);
      bounded(knownIps, name, ips);
    },
  };
}

function registerAccountThrottle(app: FastifyInstance, db: Db) {
  const throttle = createAccountThrottle();
  const isLogin = (request: FastifyRequest) =>
    request.method === 'POST' && request.routeOptions.url === '/api/token/';
  app.addHook('preHandler', async (request) => {
    if (!isLogin(request)) return;
    const wait = throttle.blockedFor(await loginAccount(db, request), clientIp(request));
    if (wait > 0) throw rateLimited(request, { ttl: wait });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!isLogin(request) || ![200, 401].includes(reply.statusCode)) return;
    const account = await loginAccount(db, request);
    if (reply.statusCode === 401) throttle.failed(account);
    else throttle.succeeded(account, clientIp(request));
  });
}

export async function rateLimitPlugin(app: FastifyInstance, { config, db }: AppDeps) {
  if (!config.rateLimits) return;
  registerAccountThrottle(app, db);
  await app.register(fastifyRateLimit, {
    ...RATE_LIMITS.default,
    global: true,
    keyGenerator: clientIp,
    // The limits protect the API; the app's pages, locales and photos are static files.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: rateLimited,
  });
}
