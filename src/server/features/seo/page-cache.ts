// Server-rendered public pages as a visitor without a login sees them, kept in memory for a few
// seconds: a render costs tens of milliseconds of CPU (bench/README.md), a kept page about what
// a cached API answer costs. The key is the language and the URL as asked, which is all the HTML
// depends on: the renderer reads no cookie and no login, only the URL, the language and the
// public API. Callers with a login token are never answered from here and never fill it (their
// answer is `no-store`). Every successful API write, here or on another instance (the cache bus
// of plugins/cache-coherence.ts), forgets everything; a page rendered while a write happened is
// not kept. A change made outside the API (a script, a job) shows up at most `ttlMs` late.
// Bounded by entries and bytes, the least recently used going first. Requests for a page being
// rendered wait for it instead of rendering it again (an expiry under load would start fifty).
import { setTimeout as delay } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type CachedPage = {
  body: Buffer;
  /** Compressed once, when first asked for (the settings @fastify/compress uses). */
  encoded: Partial<Record<Encoding, Buffer>>;
  at: number;
  bytes: number;
};

const BROTLI = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};
const URL_MAX = 1024;
type Settle = (document: Buffer | null) => void;

/** The best encoding of ours the client accepts (`q=0` refuses one), or none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

export function createPageCache({
  ttlMs = 5000,
  maxEntries = 500,
  maxBytes = 48 * 1024 * 1024,
  waitMs = 10_000,
  now = Date.now,
} = {}) {
  // A Map iterates in insertion order, and a hit is moved to the end: the first is the LRU.
  const entries = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;
  let generation = 0;

  const forget = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const store = (key: string, entry: CachedPage) => {
    forget(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value!);
  };

  /** The key of a page, or undefined for a URL too long to be worth keeping. */
  const keyOf = (lang: string, url: string) =>
    url.length <= URL_MAX ? `${lang} ${url}` : undefined;

  /**
   * A kept page, fresh; else the page another request is rendering, once it is; else this
   * request renders it: `settle(document)` keeps it (unless a write happened since) and
   * `settle(null)` lets the waiting requests render their own. Only the first call counts. No
   * await comes between the lookup and the claim, so requests at once render the page once.
   */
  async function open(key: string): Promise<{ kept: CachedPage } | { settle: Settle }> {
    const entry = entries.get(key);
    if (entry && now() - entry.at <= ttlMs) {
      store(key, entry);
      return { kept: entry };
    }
    if (entry) forget(key);
    const running = rendering.get(key);
    if (running) {
      const shared = await Promise.race([running, delay(waitMs, undefined, { ref: false })]);
      if (shared) return { kept: shared };
    }
    return { settle: claim(key) };
  }

  function claim(key: string): Settle {
    const startedIn = generation;
    let resolve!: (entry?: CachedPage) => void;
    const done = new Promise<CachedPage | undefined>((r) => (resolve = r));
    rendering.set(key, done);
    let settled = false;
    return (document) => {
      if (settled) return;
      settled = true;
      if (rendering.get(key) === done) rendering.delete(key);
      if (document === null || startedIn !== generation) return resolve();
      const body = document;
      const entry: CachedPage = { body, encoded: {}, at: now(), bytes: body.length + key.length };
      store(key, entry);
      resolve(entry);
    };
  }

  /** The page's bytes in the encoding the client prefers, compressed once per entry. */
  function bodyFor(key: string, entry: CachedPage, encoding: Encoding | undefined) {
    if (!encoding) return entry.body;
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = encoding === 'br' ? brotliCompressSync(entry.body, BROTLI) : gzipSync(entry.body);
      entry.encoded[encoding] = encoded;
      entry.bytes += encoded.length;
      if (entries.get(key) === entry) bytes += encoded.length;
    }
    return encoded;
  }

  /** A write: nothing rendered before it is answered or kept. */
  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };

  return { keyOf, open, bodyFor, clear, stats: () => ({ entries: entries.size, bytes }) };
}
