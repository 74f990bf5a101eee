// The public listing pages (GET /api/gears/ with any filters, GET /api/gears/{id}/) answered to
// anonymous callers from memory for up to `ttlMs` (RESPONSE_CACHE_MS, 10 s). They are most of
// the traffic, and the same page is asked for many times a second when busy; an answer otherwise
// costs three queries (a listing's detail about 8 ms of CPU, a thousand times a kept answer).
// Any successful write through the API forgets everything before its answer goes out, so a
// client never reads its own write stale; an answer computed while a write happened is not kept.
// Another instance's write clears it too, through cache-coherence.ts (LISTEN/NOTIFY), and while
// that channel is down nothing is served from here; only a change made outside the API (a
// restore, a script) may show up to `ttlMs` late. Logged-in callers (who may see contact
// details) always get a fresh answer.
// Memory is bounded twice, by entries and by bytes, the least recently used entry going first;
// the key is the parsed query (response-cache-key.ts), so spelling one page a thousand ways
// keeps it once (a raw-URL key grew the process from 224 MB to 1.2 GB).
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { cacheKeyOf, type CacheKey } from './response-cache-key.ts';

// Link is not kept: it repeats the caller's URL, so it is built for each answer.
const KEPT_HEADERS = ['content-type', 'x-total-count', 'x-total-count-capped', 'etag'];

type Entry = {
  /** Encoded once: writing a 23 KB string re-encodes it on every answer (bench/README.md). */
  body: Buffer;
  headers: Record<string, string>;
  at: number;
  bytes: number;
  paging: CacheKey['paging'];
  /** The Link header of a list page by the URL it was asked with (a few spellings at most). */
  links?: Map<string, string>;
  /**
   * The body as compression encoded it, by the Accept-Encoding header it answered (browsers
   * send a few spellings): compressing 23 KB of JSON on every answer cost more than the rest.
   */
  encoded?: Map<string, { encoding: string; body: Buffer }>;
};

const LINKS_PER_ENTRY = 8;
const ENCODINGS_PER_ENTRY = 4;
const ACCEPT_ENCODING_MAX = 200;
const LINK_URL_MAX = 512;

export function createResponseCache({
  ttlMs = 1000,
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
} = {}) {
  // A Map iterates in insertion order, and a hit is moved to the end: the first is the LRU.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Requests that may fill the cache: their key and the write generation they started in.
  const started = new WeakMap<FastifyRequest, { key: CacheKey; generation: number }>();
  // One request computes a missing page; the others asking for it meanwhile wait for its answer
  // (when an entry expires, fifty requests would otherwise all query at once).
  const computing = new Map<string, { owner: FastifyRequest; done: Promise<Entry | undefined> }>();
  const finish = new WeakMap<FastifyRequest, (entry?: Entry) => void>();
  // Answers from memory whose compressed body is not kept yet: kept once compression made it.
  const compressing = new WeakMap<FastifyRequest, { key: string; entry: Entry; accept: string }>();
  let generation = 0;

  const forget = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    forget(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value!);
  };
  const answer = (request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) => {
    reply.headers(entry.headers);
    if (entry.paging) {
      // The Link header repeats the caller's URL: built once per URL and entry.
      const link = entry.links?.get(request.url);
      if (link !== undefined) reply.header('Link', link);
      else {
        const total = Number(entry.headers['x-total-count']);
        const capped = entry.headers['x-total-count-capped'] === 'true';
        setPagingHeaders(request, reply, { ...entry.paging, total, capped });
        entry.links ??= new Map();
        if (entry.links.size < LINKS_PER_ENTRY && request.url.length <= LINK_URL_MAX) {
          const value = String(reply.getHeader('link'));
          entry.links.set(request.url, value);
          // Counted against the cache's bound like the body.
          const added = request.url.length + value.length;
          entry.bytes += added;
          if (entries.get(key) === entry) bytes += added;
        }
      }
    }
    const accept = request.headers['accept-encoding'];
    if (accept !== undefined) {
      const variant = entry.encoded?.get(accept);
      if (variant) {
        reply.header('Content-Encoding', variant.encoding).header('Vary', 'accept-encoding');
        return reply.send(variant.body);
      }
      if (accept.length <= ACCEPT_ENCODING_MAX) compressing.set(request, { key, entry, accept });
    }
    return reply.send(entry.body);
  };

  /** onSend of the cached routes, after compression: keeps the body it encoded. */
  function keepEncoded(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const pending = compressing.get(request);
    if (!pending) return payload;
    compressing.delete(request);
    const encoding = reply.getHeader('content-encoding');
    const { key, entry, accept } = pending;
    if (typeof encoding !== 'string' || !Buffer.isBuffer(payload) || reply.statusCode !== 200)
      return payload;
    entry.encoded ??= new Map();
    if (entry.encoded.size >= ENCODINGS_PER_ENTRY) return payload;
    entry.encoded.set(accept, { encoding, body: payload });
    // Counted against the cache's bound like the body.
    const added = accept.length + payload.length;
    entry.bytes += added;
    if (entries.get(key) === entry) bytes += added;
    return payload;
  }

  /** Becomes the request that computes `key`; the others asking meanwhile wait for it. */
  const own = (request: FastifyRequest, reply: FastifyReply, key: string) => {
    let resolve!: (entry?: Entry) => void;
    const done = new Promise<Entry | undefined>((r) => (resolve = r));
    computing.set(key, { owner: request, done });
    const settle = (result?: Entry) => {
      if (computing.get(key)?.owner === request) computing.delete(key);
      resolve(result);
    };
    finish.set(request, settle);
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
    const entry = entries.get(key);
    if (entry && now() - entry.at <= ttlMs) {
      keep(key, entry);
      void answer(request, reply, key, entry);
      return next(true);
    }
    if (entry) forget(key);
    started.set(request, { key: cacheKey, generation });
    const running = computing.get(key);
    if (!running) {
      own(request, reply, key);
      return next(false);
    }
    // At most a few seconds: a stuck request must not hold the others.
    const timeout = delay(3000, undefined, { ref: false });
    void Promise.race([running.done, timeout]).then((shared) => {
      if (shared) void answer(request, reply, key, shared);
      next(shared !== undefined);
    });
  }

  /** The same as an async hook (tests). */
  const serve = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve) => serveNow(request, reply, () => resolve()));

  /** onSend, before compression: the serialized JSON of a fresh answer. */
  function captureNow(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode < 400) {
        generation++;
        entries.clear();
        bytes = 0;
      }
      return payload;
    }
    const start = started.get(request);
    if (start === undefined) return payload;
    if (
      start.generation !== generation ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      finish.get(request)?.();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const { key, paging } = start.key;
    const body = Buffer.from(payload);
    const size = body.length + key.length + JSON.stringify(headers).length;
    const entry = { body, headers, at: now(), bytes: size, paging };
    keep(key, entry);
    finish.get(request)?.(entry);
    return payload;
  }

  /** A computing request that never reached onSend must not leave others waiting. */
  function settleNow(request: FastifyRequest) {
    finish.get(request)?.();
  }

  /** What it holds now (at most `maxEntries` and `maxBytes`). */
  const stats = () => ({ entries: entries.size, bytes });
  /** A write elsewhere: nothing computed before it is answered or kept. */
  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
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
    stats,
    clear,
  };
}
