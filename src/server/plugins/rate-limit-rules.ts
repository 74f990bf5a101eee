// The limits' figures and what every limit shares: the client's key and the refusal's body
// (rate-limit.ts registers them; login-throttle.ts and page-budget.ts count with them).
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
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
  /**
   * What lands in the team's queue or in another user's passport (a stolen-gear report, a
   * rating's report, a transfer offer): each route on its own counter, per IP.
   */
  reports: { max: 20, timeWindow: HOUR },
  /** Rendered pages, feeds and other files outside the API, per IP (page-budget.ts). */
  pages: { max: 120, timeWindow: MINUTE },
} as const;

export const clientIp = (request: FastifyRequest) => normalizeIP(request.ip);

/** The 429 of every limit, with when to try again. */
export const rateLimited = (_request: FastifyRequest, context: { ttl: number }) =>
  new HttpError('rate_limited', 'Too many requests. Please wait and try again.', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
  });

/** `config.rateLimit` of a route allowed 20 requests an hour per IP (reports, transfer offers). */
export const reportRateLimit = (): RateLimitOptions => ({ ...RATE_LIMITS.reports });

/** `config.rateLimit` of a route allowed 5 requests an hour per IP (register, contact, password reset). */
export const strictRateLimit = (): RateLimitOptions => ({ ...RATE_LIMITS.strict });
