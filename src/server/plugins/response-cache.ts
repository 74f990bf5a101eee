// The public listing pages (GET /api/gears/ with any filters, GET /api/gears/{id}/) and the gear
// types (GET /api/gear-types/, read by every rendered page's header) answered to anonymous
// callers from memory for up to `ttlMs` (RESPONSE_CACHE_MS, 10 s). They are most of the traffic,
// and the same page is asked for many times a second when busy; an answer otherwise costs
// queries (a listing's detail about 8 ms of CPU, a thousand times a kept answer).
// A successful write, here or on another instance (cache-coherence.ts), forgets what it may have
// changed (cache-scope.ts: a listing's write, its detail and every list) before its answer goes
// out, so a client never reads its own write stale; an answer computed while such a write
// happened is not kept. While the other instances' channel is down nothing is served from here;
// only a change made outside the API (a restore, a script) may show up to `ttlMs` late.
// Logged-in callers (who may see contact details) always get a fresh answer.
// Memory is bounded twice, by entries and by bytes (lib/bounded-map.ts); the key is the parsed
// query (response-cache-key.ts), so spelling one page a thousand ways keeps it once (a raw-URL
// key grew the process from 224 MB to 1.2 GB).
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createBoundedMap } from '#server/lib/bounded-map.ts';
import { createFlights } from '#server/lib/flights.ts';
import { responseCacheLookups } from '#server/lib/metrics.ts';
import { KEPT_HEADERS } from '#server/lib/paging.ts';
import { createWriteClock, touches, type CacheScope } from './cache-scope.ts';
import { createAnswers, type Entry } from './response-cache-answer.ts';
import { cacheKeyOf, type CacheKey } from './response-cache-key.ts';

type Start = { key: CacheKey; since: number; settle?: (entry?: Entry) => void };

export function createResponseCache({
  ttlMs = 1000,
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
} = {}) {
  const kept = createBoundedMap<string, Entry>({ maxEntries, maxBytes });
  const clock = createWriteClock();
  const flights = createFlights<Entry, readonly string[]>();
  // Requests that may fill the cache: their key, when they started, and (for the one computing
  // a key for others) how to hand them its answer.
  const started = new WeakMap<FastifyRequest, Start>();
  const { answer, keepEncoded } = createAnswers(kept);

  /** Becomes the request that computes its key; the others asking meanwhile wait for it. */
  const own = (reply: FastifyReply, start: Start) => {
    const settle = flights.start(start.key.key, start.key.tags);
    start.settle = settle;
    // Closed when answered or cut off: a request that never reached onSend frees the others.
    // Only the few requests that compute listen: a hook on every answer cost each one a closure.
    reply.raw.once('close', () => settle());
  };

  /**
   * preValidation: after the rate limits (onRequest); before validation, which the key's own
   * parse of the query stands in for (a query that would fail it is not served from here).
   * Written for a callback hook: a fresh entry is answered at once, without a promise. `next`
   * is called once, with `true` when this answered and `false` when the route must.
   */
  function serveNow(
    request: FastifyRequest,
    reply: FastifyReply,
    next: (answered: boolean) => void,
  ) {
    if (request.method !== 'GET' || request.headers.authorization) return next(false);
    const cacheKey = cacheKeyOf(request.url, request.query);
    if (!cacheKey) return next(false);
    const { key } = cacheKey;
    const entry = kept.get(key);
    if (entry && now() - entry.at <= ttlMs) {
      kept.touch(key);
      void answer(request, reply, key, entry);
      responseCacheLookups.hit++;
      return next(true);
    }
    if (entry) kept.delete(key);
    const start: Start = { key: cacheKey, since: clock.now() };
    started.set(request, start);
    const running = flights.pending(key);
    if (!running) {
      own(reply, start);
      responseCacheLookups.miss++;
      return next(false);
    }
    // At most a few seconds: a stuck request must not hold the others.
    const timeout = delay(3000, undefined, { ref: false });
    void Promise.race([running, timeout]).then((shared) => {
      if (shared) void answer(request, reply, key, shared);
      responseCacheLookups[shared ? 'hit' : 'miss']++;
      next(shared !== undefined);
    });
  }

  /** The same as an async hook (tests). */
  const serve = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve) => serveNow(request, reply, () => resolve()));

  /** onSend, before compression: the serialized JSON of a fresh answer. */
  function captureNow(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const start = started.get(request);
    if (start === undefined) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      start.settle?.();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const { key, paging, tags } = start.key;
    const body = Buffer.from(payload);
    const entry: Entry = { body, headers, at: now(), tags, paging };
    // Computed while a write that changes it happened: answered (the requests waiting for it
    // arrived before that write's answer) but not kept.
    if (!clock.changedSince(tags, start.since)) {
      kept.set(key, entry, body.length + key.length + JSON.stringify(headers).length);
    }
    start.settle?.(entry);
    return payload;
  }

  /** A computing request that never reached onSend must not leave others waiting. */
  const settleNow = (request: FastifyRequest) => started.get(request)?.settle?.();

  /** A write, here or elsewhere: what it may have changed is neither answered nor kept. */
  const clear = (scope: CacheScope) => {
    clock.record(scope);
    if (scope === 'all') kept.clear();
    else kept.deleteWhere((entry) => touches(scope, entry.tags));
    flights.detach((tags) => touches(scope, tags));
  };

  return {
    serve,
    serveNow,
    capture: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
      captureNow(request, reply, payload),
    settle: async (request: FastifyRequest) => settleNow(request),
    captureNow,
    settleNow,
    keepEncoded,
    /** What it holds now (at most `maxEntries` and `maxBytes`). */
    stats: kept.stats,
    clear,
  };
}
