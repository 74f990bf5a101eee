// The request limits of docs/api.md ("Limits"): 600 / min per IP on every API route, 120 / min
// per IP for pages and feeds (page-budget.ts), and stricter per-route limits that routes
// declare with `config: { rateLimit: ... }` (rate-limit-rules.ts), plus the login's limits
// (login-throttle.ts, decision 005). The figures are in rate-limit-rules.ts.
// The client IP is request.ip, which Fastify takes from X-Forwarded-For only when TRUST_PROXY
// is set. `RATE_LIMITS=off` leaves the plugin out, so the routes' declarations do nothing.
//
// Every counter lives in one CounterStore (lib/counter-store.ts): this process's memory with the
// embedded database, PostgreSQL when DATABASE_URL is set (or RATE_LIMIT_STORE=postgres), so that
// several instances behind a load balancer enforce the limits together (decision 013).
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { createMemoryCounterStore } from '#server/lib/counter-store.ts';
import { createPgCounterStore } from '#server/lib/counter-store-pg.ts';
import { createBatchedCounter } from '#server/lib/counter-store-batched.ts';
import { poolOf } from '#server/lib/pool-of.ts';
import { registerAccountThrottle, type AccountOfLogin } from './login-throttle.ts';
import { registerPageBudget } from './page-budget.ts';
import { clientIp, RATE_LIMITS, rateLimited } from './rate-limit-rules.ts';
import { rateLimitStore } from './rate-limit-store.ts';
import { isApi } from './request-target.ts';

export { RATE_LIMITS, strictRateLimit } from './rate-limit-rules.ts';
export { createAccountThrottle, loginRateLimit, type AccountOfLogin } from './login-throttle.ts';

export async function rateLimitPlugin(
  app: FastifyInstance,
  { config, db }: AppDeps,
  { accountOfLogin }: { accountOfLogin: AccountOfLogin },
) {
  if (!config.rateLimits) return;
  const pg = config.rateLimitStore === 'postgres' ? createPgCounterStore(poolOf(db)) : undefined;
  const counters = pg ?? createMemoryCounterStore();
  // The default limit is counted in batches when shared: no round trip per request (013).
  const batched = pg && createBatchedCounter(pg.addMany);
  app.addHook('onClose', async () => {
    await batched?.close();
    await counters.close();
  });
  registerAccountThrottle(app, accountOfLogin, counters);
  registerPageBudget(app, {
    budget: RATE_LIMITS.pages,
    incr: (batched ?? counters).incr,
    clientIp,
    refuse: rateLimited,
  });
  await app.register(fastifyRateLimit, {
    store: rateLimitStore(counters, batched),
    ...RATE_LIMITS.default,
    global: true,
    keyGenerator: clientIp,
    // The API's limits; pages and feeds have their own budget (page-budget.ts). Decided by the
    // matched route (request-target.ts): `/%61pi/token/` is the login route too.
    allowList: (request) => !isApi(request),
    errorResponseBuilder: rateLimited,
  });
}
