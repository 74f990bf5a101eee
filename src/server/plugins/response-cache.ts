// The public listing pages (GET /api/gears/ with any filters, GET /api/gears/{id}/) answered to
// anonymous callers from memory for up to a second. They are most of the traffic, and the same
// page is asked for many times a second when busy; each answer otherwise costs three queries.
// Any successful write through the API forgets everything before its answer goes out, so a
// client never reads its own write stale; an answer computed while a write happened is not kept.
// Only a change made outside this process (another instance, a restore) may show up to `ttlMs`
// late. Logged-in callers (who may see contact details) always get a fresh answer.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CACHEABLE = /^\/api\/gears\/?(?:[0-9a-f-]{36}\/?)?(?:\?|$)/i;
const KEPT_HEADERS = ['content-type', 'x-total-count', 'link', 'etag'];

type Entry = { body: string; headers: Record<string, string>; at: number };

export function createResponseCache({ ttlMs = 1000, maxEntries = 1000, now = Date.now } = {}) {
  const entries = new Map<string, Entry>();
  // Requests that may fill the cache, with the write generation they started in.
  const started = new WeakMap<FastifyRequest, number>();
  // One request computes a missing page; the others asking for it meanwhile wait for its answer
  // (when an entry expires, fifty requests would otherwise all query at once).
  const computing = new Map<string, { owner: FastifyRequest; done: Promise<Entry | undefined> }>();
  const finish = new WeakMap<FastifyRequest, (entry?: Entry) => void>();
  let generation = 0;
  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && !request.headers.authorization && CACHEABLE.test(request.url);
  const fresh = (entry: Entry | undefined) => entry && now() - entry.at <= ttlMs;
  const answer = (reply: FastifyReply, entry: Entry) =>
    reply.headers(entry.headers).send(entry.body);

  /**
   * preValidation: after the rate limits (onRequest); before validation, which a URL kept here
   * already passed (only 200 answers are kept).
   */
  async function serve(request: FastifyRequest, reply: FastifyReply) {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (entry && fresh(entry)) return answer(reply, entry);
    const running = computing.get(request.url);
    if (running) {
      // At most a few seconds: a stuck request must not hold the others.
      const timeout = delay(3000, undefined, { ref: false });
      const shared = await Promise.race([running.done, timeout]);
      if (shared) return answer(reply, shared);
    } else {
      let resolve!: (entry?: Entry) => void;
      const done = new Promise<Entry | undefined>((r) => (resolve = r));
      computing.set(request.url, { owner: request, done });
      finish.set(request, (result) => {
        if (computing.get(request.url)?.owner === request) computing.delete(request.url);
        resolve(result);
      });
    }
    started.set(request, generation);
  }

  /** onSend, before compression: the serialized JSON of a fresh answer. */
  async function capture(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (reply.statusCode < 400) {
        generation++;
        entries.clear();
      }
      return payload;
    }
    const startedIn = started.get(request);
    if (startedIn === undefined) return payload;
    if (startedIn !== generation || reply.statusCode !== 200 || typeof payload !== 'string') {
      finish.get(request)?.();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const entry = { body: payload, headers, at: now() };
    entries.delete(request.url);
    entries.set(request.url, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    finish.get(request)?.(entry);
    return payload;
  }

  /** onResponse: a computing request that never reached onSend must not leave others waiting. */
  async function settle(request: FastifyRequest) {
    finish.get(request)?.();
  }

  return { serve, capture, settle };
}

/**
 * Both hooks go on the root before any plugin: capture then runs before compression (an onSend
 * added later), and serve, a preValidation hook, runs after every onRequest hook (auth, rate
 * limits).
 */
export function registerResponseCache(app: FastifyInstance) {
  const cache = createResponseCache();
  app.addHook('onSend', cache.capture);
  app.addHook('preValidation', cache.serve);
  app.addHook('onResponse', cache.settle);
  app.addHook('onRequestAbort', cache.settle);
}
