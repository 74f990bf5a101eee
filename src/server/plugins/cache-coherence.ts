// Every successful API write makes this instance forget its cached answers and mark its
// remembered list totals stale before the answer goes out, and, with a cache bus
// (cache-bus.ts: on in production and with CACHE_BUS=on), every other instance on the database
// as well. Decision 007 (the caches), docs/deployment.md (the bound).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { markTotalsStale } from '#server/features/gears/repository.ts';
import { poolOf } from '#server/lib/pool-of.ts';
import { createCacheBus } from './cache-bus.ts';

export type CacheCoherence = {
  /** Called on every write, here or (with the bus) on another instance. */
  onWrite: (listener: () => void) => void;
  /** False while the bus is down: another instance's write could be missed. */
  trusted: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    cacheCoherence: CacheCoherence;
  }
}

export function registerCacheCoherence(app: FastifyInstance, { config, db }: AppDeps) {
  const listeners: (() => void)[] = [() => markTotalsStale(db)];
  const forget = () => listeners.forEach((listener) => listener());
  const bus = config.cacheBus ? createCacheBus(app.pgListener, poolOf(db), forget) : undefined;
  app.decorate('cacheCoherence', {
    onWrite: (listener) => void listeners.push(listener),
    trusted: () => bus === undefined || bus.connected(),
  } satisfies CacheCoherence);
  // A callback hook: reads (most answers) pass without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (write && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      forget();
      if (bus) return void bus.publish().then(() => done(null, payload));
    }
    done(null, payload);
  });
  app.addHook('onReady', async () => bus?.ready);
}
