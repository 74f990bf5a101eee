// Server-rendered public pages as a visitor without a login sees them, kept in memory for a few
// seconds: a render costs tens of milliseconds of CPU (bench/README.md), a kept page about what
// a cached API answer costs. The key is the language and the URL as asked, which is all the HTML
// depends on: the renderer reads no cookie and no login, only the URL, the language and the
// public API. Callers with a login token are never answered from here and never fill it (their
// answer is `no-store`). A page is tagged with what it showed (pageTags): a successful API
// write, here or on another instance (plugins/cache-coherence.ts), forgets the pages it may have
// changed (plugins/cache-scope.ts), and a page rendered while such a write happened is not kept.
// A change made outside the API (a script, a job) shows up at most `ttlMs` late. Bounded by
// entries and bytes (lib/bounded-map.ts). Requests for a page being rendered wait for it instead
// of rendering it again (an expiry under load would start fifty).
import { setTimeout as delay } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchRoute } from '#shared/routes.ts';
import { createBoundedMap } from '#server/lib/bounded-map.ts';
import { createFlights } from '#server/lib/flights.ts';
import { BROTLI_TEXT, type Encoding } from './early-encoding.ts';
import {
  createWriteClock,
  LISTS,
  listingTag,
  touches,
  type CacheScope,
} from '#server/plugins/cache-scope.ts';

export type CachedPage = {
  body: Buffer;
  /** Compressed once, when first asked for (the settings @fastify/compress uses). */
  encoded: Partial<Record<Encoding, Buffer>>;
  at: number;
  tags: readonly string[];
};

const URL_MAX = 1024;
const DETAIL_READ = /^\/api\/gears\/([0-9a-fA-F-]{36})\/?(?:\?|$)/;
type Settle = (document: Buffer | null, tags?: readonly string[]) => void;

/**
 * What a page showed: a listing's page its listing (its head is read from the row); each API
 * read its listing, or any listing (a list, similar listings, certificates…), except the gear
 * types, which only an 'all' write changes, as the users and certifiers the heads show.
 */
export function pageTags(pathname: string, reads: readonly string[]): string[] {
  const tags = new Set<string>();
  const found = matchRoute(pathname);
  if (found?.route.entity === 'gear' && found.id) tags.add(listingTag(found.id));
  for (const url of reads) {
    const id = DETAIL_READ.exec(url)?.[1];
    if (id) tags.add(listingTag(id));
    else if (!url.startsWith('/api/gear-types/')) tags.add(LISTS);
  }
  return [...tags];
}

export function createPageCache({
  ttlMs = 5000,
  maxEntries = 500,
  maxBytes = 48 * 1024 * 1024,
  waitMs = 10_000,
  now = Date.now,
} = {}) {
  const pages = createBoundedMap<string, CachedPage>({ maxEntries, maxBytes });
  const rendering = createFlights<CachedPage, null>();
  const clock = createWriteClock();

  /** The key of a page, or undefined for a URL too long to be worth keeping. */
  const keyOf = (lang: string, url: string) =>
    url.length <= URL_MAX ? `${lang} ${url}` : undefined;

  /**
   * A kept page, fresh; else the page another request is rendering, once it is; else this
   * request renders it: `settle(document, tags)` keeps it (unless a write changed what it
   * showed since) and `settle(null)` lets the waiting requests render their own. Only the first
   * call counts. No await comes between the lookup and the claim, so requests at once render
   * the page once.
   */
  async function open(key: string): Promise<{ kept: CachedPage } | { settle: Settle }> {
    const entry = pages.get(key);
    if (entry && now() - entry.at <= ttlMs) {
      pages.touch(key);
      return { kept: entry };
    }
    if (entry) pages.delete(key);
    const running = rendering.pending(key);
    if (running) {
      const shared = await Promise.race([running, delay(waitMs, undefined, { ref: false })]);
      if (shared) return { kept: shared };
    }
    return { settle: claim(key) };
  }

  function claim(key: string): Settle {
    const since = clock.now();
    const done = rendering.start(key, null);
    return (document, tags = [LISTS]) => {
      if (document === null) return done();
      const entry: CachedPage = { body: document, encoded: {}, at: now(), tags };
      if (!clock.changedSince(tags, since)) pages.set(key, entry, document.length + key.length);
      done(entry);
    };
  }

  /** The page's bytes in the encoding the client prefers, compressed once per entry. */
  function bodyFor(key: string, entry: CachedPage, encoding: Encoding | undefined) {
    if (!encoding) return entry.body;
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded =
        encoding === 'br' ? brotliCompressSync(entry.body, BROTLI_TEXT) : gzipSync(entry.body);
      entry.encoded[encoding] = encoded;
      pages.grow(key, entry, encoded.length);
    }
    return encoded;
  }

  /** A write: the pages it may have changed are neither answered nor kept. */
  const clear = (scope: CacheScope) => {
    clock.record(scope);
    pages.deleteWhere((page) => touches(scope, page.tags));
    // What a page being rendered shows is known once it has: newcomers render afresh.
    rendering.detach(() => scope !== 'none');
  };

  return { keyOf, open, bodyFor, clear, stats: pages.stats };
}
