// The response cache (response-cache.ts) on the app: serving from memory before validation,
// keeping fresh answers before compression, and their compressed bodies after it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OnSendDone } from './hook-done.ts';
import { createResponseCache } from './response-cache.ts';

/**
 * Both hooks go on the root: capture runs before compression (a route hook, which runs after
 * every hook added with addHook), and serve, a preValidation hook, after every onRequest hook
 * (auth, rate limits).
 */
export function registerResponseCache(app: FastifyInstance, ttlMs: number) {
  const cache = createResponseCache({ ttlMs });
  app.cacheCoherence.onWrite(cache.clear);
  // Callback hooks: every answer passes here, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) =>
    done(null, cache.captureNow(request, reply, payload)),
  );
  // While another instance's write could go unheard, every answer is computed afresh.
  app.addHook('preValidation', (request, reply, done) => {
    if (!app.cacheCoherence.trusted()) return done();
    // Answered: the hook ends without `done`, as Fastify asks of a hook that sends.
    cache.serveNow(request, reply, (answered) => answered || done());
  });
  return cache;
}

const CACHED_ROUTES = new Set(['/api/gears/', '/api/gears/:id/', '/api/gear-types/']);

/**
 * Compression's onSend is a route hook, so it runs after every hook registered with addHook; the
 * hook that keeps what it encoded is added to the cached routes after it. Registered after
 * @fastify/compress, whose onRoute hook must have run first.
 */
export function keepCompressedAnswers(
  app: FastifyInstance,
  cache: ReturnType<typeof createResponseCache>,
) {
  const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) =>
    done(null, cache.keepEncoded(request, reply, payload));
  app.addHook('onRoute', (route) => {
    if (route.method !== 'GET' || !CACHED_ROUTES.has(route.url)) return;
    route.onSend = [route.onSend ?? []].flat().concat(keep);
  });
}
