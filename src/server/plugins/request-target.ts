// What a request is, decided once for every hook: the API or not, and which of the budgets of
// rate-limit.ts it spends. The router decodes the path (`/%61pi/token/` is the login route) and
// takes an absolute-form target (`GET http://host/api/token/`) as its path, so a hook that
// tested the raw `request.url` let both walk around the per-IP limits, the login, the no-store
// headers and the cache coherence (outside review, third round). The matched route decides;
// the catch-all page route and unknown paths fall back on the path as the router decoded it.
// A target that is not a path (absolute-form, `*`) is refused with 400 before any other hook:
// browsers never send one to a server, and no route should be reached by two spellings of it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * - `api`: a route of the REST API, or a path under /api/ that none takes;
 * - `free`: content-hashed build assets, photos and translation files, cheap and cached;
 * - `page`: everything else the catch-all or a feature route answers (rendered pages, feeds,
 *   sitemaps, other files of the build), which the page budget counts.
 */
export type Area = 'api' | 'free' | 'page';

export type RequestTarget = {
  /** The path as the router read it (percent-encoding undone, `%2F` kept), without the query. */
  path: string;
  area: Area;
};

const targets = new WeakMap<FastifyRequest, RequestTarget>();

/** The path with percent-encoding undone as the router undoes it; a malformed one as it came. */
export function decodedPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!path.includes('%')) return path;
  try {
    // decodeURI leaves reserved characters (`%2F`, `%3F`) encoded, as the router does.
    return decodeURI(path);
  } catch {
    return path;
  }
}

// Files only: a path without an extension under them is a page like any other.
const FREE = /^\/(?:(?:assets|locales)\/.*\.\w+|media\/.*)$/;

function areaOf(path: string): Area {
  if (path.startsWith('/api/')) return 'api';
  return FREE.test(path) ? 'free' : 'page';
}

/** The one answer to "is this the API, which budget": every hook reads it. */
export function targetOf(request: FastifyRequest): RequestTarget {
  let target = targets.get(request);
  if (!target) {
    const path = decodedPath(request.url);
    const route = request.routeOptions.url;
    // A feature route is what it is; the catch-all (and no route) is what its path says.
    const basis = route && route !== '/*' ? route : path;
    target = { path, area: areaOf(basis) };
    targets.set(request, target);
  }
  return target;
}

export const isApi = (request: FastifyRequest) => targetOf(request).area === 'api';

export const NOT_A_PATH: ErrorBody = {
  detail: 'The request target must be a path.',
  code: 'validation_error',
};

/**
 * Registered before every other onRequest hook (app.ts), so none of them sees such a target;
 * `headers` sets what the security headers' hook would have (frameworkErrorHeaders).
 */
export function registerRequestTarget(
  app: FastifyInstance,
  headers: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.url?.startsWith('/')) return done();
    headers(request, reply);
    reply.status(400).send(NOT_A_PATH);
  });
}
