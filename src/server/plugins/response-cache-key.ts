// What the response cache keys an answer by: what decides its body, not how the URL was spelled.
// A raw-URL key let `?page_size=100&pad=1`, `&pad=2`, ... each keep its own copy of one page.
import { idSchema } from '#shared/contracts/common.ts';
import { gearListQuerySchema } from '#shared/contracts/gear-list-query.ts';
import { LISTS, listingTag } from './cache-scope.ts';
import { decodedPath } from './request-target.ts';

export type CacheKey = {
  key: string;
  /** What writes change it (cache-scope.ts): a list any listing's, a detail its listing's. */
  tags: readonly string[];
  /** A list page: its Link header is built per request (it repeats the caller's own URL). */
  paging?: { page: number; page_size: number };
};

// Case-sensitive as the router is: `/API/GEARS/` is a 404, never a cached list.
const LIST_PATH = /^\/api\/gears\/?$/;
const GEAR_TYPES_PATH = /^\/api\/gear-types\/?$/;
// The gear types, which the header of every page lists: the same answer for every visitor, which
// only a staff member's edit changes (a write not named in cache-scope-routes.ts: it clears all).
const GEAR_TYPES: CacheKey = { key: 'gear-types', tags: [] };
const DETAIL_PATH = /^\/api\/gears\/([^/]+)\/?$/;

// Parsing a query costs about 20 µs, a tenth of a cached answer: the keys of URLs seen lately
// are remembered. The query is parsed from the URL alone, so a URL always has the same key.
// Bounded: at most 1000 URLs of at most 512 characters.
const RECENT_MAX = 1000;
const RECENT_URL_MAX = 512;
const recent = new Map<string, CacheKey | undefined>();

/**
 * The key of an anonymous GET, or undefined when it is not a cacheable read or its query would
 * not pass validation (then it is answered, with a 400, by the route as usual). The list query is
 * read by the route's own schema, so unknown parameters are dropped, defaults are filled in
 * (`page=1`, `sort=newest`), values are normalised (`page_size=05`, ` Wing `) and the names
 * are sorted: every spelling of one page shares one entry.
 */
export function cacheKeyOf(url: string, query: unknown): CacheKey | undefined {
  if (recent.has(url)) return recent.get(url);
  const key = parse(url, query);
  if (url.length <= RECENT_URL_MAX) {
    recent.set(url, key);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  return key;
}

const LIST_TAGS = [LISTS];

function parse(url: string, query: unknown): CacheKey | undefined {
  // As the router reads it: `/%61pi/gears/` is the list too, and shares its entry.
  const path = decodedPath(url);
  if (LIST_PATH.test(path)) {
    const parsed = gearListQuerySchema.safeParse(query);
    if (!parsed.success) return undefined;
    const values = Object.entries(parsed.data)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const { page, page_size } = parsed.data;
    return { key: `list ${JSON.stringify(values)}`, tags: LIST_TAGS, paging: { page, page_size } };
  }
  if (GEAR_TYPES_PATH.test(path)) return GEAR_TYPES;
  const id = DETAIL_PATH.exec(path)?.[1];
  // The detail route reads no query: whatever follows `?` is ignored.
  if (id && idSchema.safeParse(id).success)
    return { key: `gear ${id.toLowerCase()}`, tags: [listingTag(id)] };
  return undefined;
}
