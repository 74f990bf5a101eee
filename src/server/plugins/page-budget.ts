// The per-IP budget of everything outside the API that costs work: rendered pages (a page-cache
// miss is a full render, ~26 ms of CPU), feeds, sitemaps and the build's other files. Before it,
// nothing outside /api/ was limited, so `GET /?cb=<random>` from one client kept both cores
// busy (outside review, third round, finding 2). Content-hashed assets, photos and translation
// files are cheap, cached by browsers and CDNs, and many to a page: they spend nothing
// (request-target.ts decides which is which). Counted like the API's default limit: in the
// shared store, batched when it is PostgreSQL (decision 013).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Count } from '#server/lib/counter-store.ts';
import type { HttpError } from '#server/lib/http-error.ts';
import { targetOf } from './request-target.ts';

type Incr = (key: string, windowMs: number) => Promise<Count>;

export function registerPageBudget(
  app: FastifyInstance,
  options: {
    budget: { max: number; timeWindow: number };
    incr: Incr;
    clientIp: (request: FastifyRequest) => string;
    refuse: (request: FastifyRequest, context: { ttl: number }) => HttpError;
  },
) {
  const { budget, incr, clientIp, refuse } = options;
  // preValidation, not onRequest: the security headers (an onRequest hook registered later)
  // are then on the 429 too. A callback hook: most requests are the API's and pass at once.
  app.addHook('preValidation', (request, _reply, done) => {
    if (targetOf(request).area !== 'page') return done();
    incr(`pages|${clientIp(request)}`, budget.timeWindow).then(({ count, ttl }) => {
      done(count > budget.max ? refuse(request, { ttl }) : undefined);
    }, done);
  });
}
