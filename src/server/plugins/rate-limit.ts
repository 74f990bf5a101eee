// The request limits of docs/api.md ("Limits"): 600 / min per IP on every API route, and stricter
// per-route limits that routes declare with `config: { rateLimit: ... }` (the helpers below),
// plus failed logins per account from any IP (createAccountThrottle, decision 005).
// The client IP is request.ip, which Fastify takes from X-Forwarded-For only when TRUST_PROXY
// is set. `RATE_LIMITS=off` leaves the plugin out, so the routes' declarations do nothing.
//
// The counters live in this process's memory: that is right for one app process. Several
// processes behind a load balancer would each count on their own; they need a shared store
// (the plugin's `redis` option or a custom `store`) to enforce the limits together.
import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { HttpError } from '../lib/http-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Every API route without a limit of its own. */
  default: { max: 600, timeWindow: MINUTE },
  /** Login tries per IP and username. */
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
 * `config.rateLimit` of the login route: 10 tries per 15 minutes per IP and username, so one
 * attacker cannot lock out a user from everywhere and one IP cannot guess one account fast.
 * It runs once the body is parsed (preValidation), as the username is in the body.
 */
export const loginRateLimit = (): RateLimitOptions => ({
  ...RATE_LIMITS.login,
  hook: 'preValidation',
  keyGenerator: (request) => `${clientIp(request)}|${loginName(request)}`,
});

/** The login identifier as the counters see it: the username or e-mail, trimmed, any case. */
const loginName = (request: FastifyRequest) => {
  const body = request.body as { username?: unknown } | null | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
};

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

function registerAccountThrottle(app: FastifyInstance) {
  const throttle = createAccountThrottle();
  const isLogin = (request: FastifyRequest) =>
    request.method === 'POST' && request.routeOptions.url === '/api/token/';
  app.addHook('preHandler', async (request) => {
    if (!isLogin(request)) return;
    const wait = throttle.blockedFor(loginName(request), clientIp(request));
    if (wait > 0) throw rateLimited(request, { ttl: wait });
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!isLogin(request)) return;
    if (reply.statusCode === 401) throttle.failed(loginName(request));
    if (reply.statusCode === 200) throttle.succeeded(loginName(request), clientIp(request));
  });
}

export async function rateLimitPlugin(app: FastifyInstance, { config }: AppDeps) {
  if (!config.rateLimits) return;
  registerAccountThrottle(app);
  await app.register(fastifyRateLimit, {
    ...RATE_LIMITS.default,
    global: true,
    keyGenerator: clientIp,
    // The limits protect the API; the app's pages, locales and photos are static files.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: rateLimited,
  });
}
