// The request limits of API.md ("Limits"): 600 / min per IP on every API route, and stricter
// per-route limits that routes declare with `config: { rateLimit: ... }` (the helpers below).
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
  keyGenerator: (request) => {
    const body = request.body as { username?: unknown } | null | undefined;
    const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
    return `${clientIp(request)}|${username}`;
  },
});

export async function rateLimitPlugin(app: FastifyInstance, { config }: AppDeps) {
  if (!config.rateLimits) return;
  await app.register(fastifyRateLimit, {
    ...RATE_LIMITS.default,
    global: true,
    keyGenerator: clientIp,
    // The limits protect the API; the app's pages, locales and photos are static files.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: rateLimited,
  });
}
