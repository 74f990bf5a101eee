// Every successful API write makes this instance forget the cached answers it may have changed
// and mark its remembered list totals stale before the answer goes out, and, with a cache bus
// (cache-bus.ts: on in production and with CACHE_BUS=on), every other instance on the database
// as well. What a write may change is its scope (cache-scope.ts, cache-scope-routes.ts): a
// message or a login clears nothing, a listing's edit clears that listing and every list.
// Decision 007 (the caches), docs/deployment.md (the bound).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { poolOf } from '#server/lib/pool-of.ts';
import { createCacheBus } from './cache-bus.ts';
import type { CacheScope } from './cache-scope.ts';
import { writeScopeOf } from './cache-scope-routes.ts';
import type { OnSendDone } from './hook-done.ts';
import { isApi } from './request-target.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CacheCoherence = {
  /** Called on every write that may change a kept answer, here or on another instance. */
  onWrite: (listener: (scope: CacheScope) => void) => void;
  /** False while the bus is down: another instance's write could be missed. */
  trusted: () => boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    cacheCoherence: CacheCoherence;
  }
}

export function registerCacheCoherence(app: FastifyInstance, { config, db }: AppDeps) {
  // Features listen with onWrite (the search's remembered totals: search/routes.ts).
  const listeners: ((scope: CacheScope) => void)[] = [];
  const forget = (scope: CacheScope) => {
    if (scope !== 'none') listeners.forEach((listener) => listener(scope));
  };
  const bus = config.cacheBus ? createCacheBus(app.pgListener, poolOf(db), forget) : undefined;
  app.decorate('cacheCoherence', {
    onWrite: (listener) => void listeners.push(listener),
    trusted: () => bus === undefined || bus.connected(),
  } satisfies CacheCoherence);
  // On the write routes only: reads (most answers) pass no hook at all. A callback hook.
  const onSend = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: OnSendDone,
  ) => {
    if (reply.statusCode < 400 && isApi(request)) {
      const scope = writeScopeOf(request);
      if (scope !== 'none') {
        forget(scope);
        if (bus) return void bus.publish(scope).then(() => done(null, payload));
      }
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => READS.has(method))) return;
    route.onSend = [route.onSend ?? []].flat().concat(onSend);
  });
  app.addHook('onReady', async () => bus?.ready);
}
