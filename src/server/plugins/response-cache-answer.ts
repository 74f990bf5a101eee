// Answering from a kept entry of the response cache (response-cache.ts): its headers, its Link
// header built per URL, and its body as compression encoded it, each made once and kept with the
// entry (counted against the cache's bound like the body).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BoundedMap } from '#server/lib/bounded-map.ts';
import { setPagingHeaders } from '#server/lib/paging.ts';
import { isInProcessRead } from './in-process-read.ts';
import type { CacheKey } from './response-cache-key.ts';

export type Entry = {
  /** Encoded once: writing a 23 KB string re-encodes it on every answer (bench/README.md). */
  body: Buffer;
  headers: Record<string, string>;
  at: number;
  tags: readonly string[];
  paging: CacheKey['paging'];
  /** The Link header of a list page by the URL it was asked with (a few spellings at most). */
  links?: Map<string, string>;
  /**
   * The body as compression encoded it, by the Accept-Encoding header it answered (browsers
   * send a few spellings): compressing 23 KB of JSON on every answer cost more than the rest.
   */
  encoded?: Map<string, { encoding: string; body: Buffer }>;
  /**
   * The body parsed, frozen, for the server renderer's in-process reads (features/ssr/renderer.ts):
   * parsed once per entry rather than once per rendered page. Counted as twice the body.
   */
  parsed?: unknown;
};

// How to read the parsed body of the entry an in-process read (the server renderer's, through
// `inject`: in-process-read.ts) was answered from, by its raw request.
const answeredFrom = new WeakMap<object, () => unknown>();

/**
 * The parsed body of the kept entry that answered this raw request (light-my-request's
 * `res.raw.req`), or undefined when it was not answered from memory. The object is shared by
 * every page rendered from the entry: frozen, so that nothing can change it for the others.
 */
export const keptBodyOf = (raw: object): unknown => answeredFrom.get(raw)?.();

/** Frozen through and through (a parsed JSON value: plain objects and arrays only). */
export function deepFreeze(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

const LINKS_PER_ENTRY = 8;
const ENCODINGS_PER_ENTRY = 4;
const ACCEPT_ENCODING_MAX = 200;
const LINK_URL_MAX = 512;

export function createAnswers(kept: BoundedMap<string, Entry>) {
  const parsedOf = (key: string, entry: Entry) => {
    if (entry.parsed === undefined) {
      entry.parsed = deepFreeze(JSON.parse(entry.body.toString()));
      kept.grow(key, entry, entry.body.length);
    }
    return entry.parsed;
  };

  // Answers from memory whose compressed body is not kept yet: kept once compression made it.
  const compressing = new WeakMap<FastifyRequest, { key: string; entry: Entry; accept: string }>();

  const linkOf = (request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) => {
    const paging = entry.paging!;
    const link = entry.links?.get(request.url);
    if (link !== undefined) return void reply.header('Link', link);
    // The Link header repeats the caller's URL: built once per URL and entry.
    const total = Number(entry.headers['x-total-count']);
    const capped = entry.headers['x-total-count-capped'] === 'true';
    setPagingHeaders(request, reply, { ...paging, total, capped });
    entry.links ??= new Map();
    if (entry.links.size >= LINKS_PER_ENTRY || request.url.length > LINK_URL_MAX) return;
    const value = String(reply.getHeader('link'));
    entry.links.set(request.url, value);
    kept.grow(key, entry, request.url.length + value.length);
  };

  function answer(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) {
    if (isInProcessRead(request)) answeredFrom.set(request.raw, () => parsedOf(key, entry));
    reply.headers(entry.headers);
    if (entry.paging) linkOf(request, reply, key, entry);
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
  }

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
    kept.grow(key, entry, accept.length + payload.length);
    return payload;
  }

  return { answer, keepEncoded };
}
