// Lets the browser fetch a page's lazy route chunk and its translations together with the entry
// script, instead of discovering them one after the other once the entry has run (a waterfall
// of three round trips on a phone). The build writes which files each web route needs
// (scripts/lib/route-preloads-plugin.ts); this writes them into the page's HTML as preloads.
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { webRoute } from '#shared/routes.ts';
import { BUILT_SCRIPT } from '#shared/ssr.ts';
import { reloadingFile } from './html-template.ts';

/** Route path (as in the route table, src/shared/routes.ts) → its JS files. */
export type RoutePreloadTable = Record<string, string[]>;

export const routePreloadsLoader = (path: string, recheckMs?: number) =>
  reloadingFile(path, (text) => JSON.parse(text) as RoutePreloadTable, recheckMs);

/** Route path → the file of its page's own chunk (the build's route-pages.json). */
export const routePagesLoader = (path: string, recheckMs?: number) =>
  reloadingFile(path, (text) => JSON.parse(text) as Record<string, string>, recheckMs);

/** The web router's route for a path: the shared table, then /{category}, then not found. */
export const webRouteKey = (pathname: string) => webRoute(pathname).path;

export type PreloadRequest = {
  pathname: string;
  lang: string;
  /** A server-rendered page: its HTML carries its translations and API answers. */
  rendered?: boolean;
};

/** The web app keeps its login token in a cookie (read by its own JavaScript). */
export const hasToken = (cookie = '') =>
  cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));

const fetchLink = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}" />`;

/**
 * `crossorigin` on all: Vite loads chunks, and i18next and the API client fetch, in CORS mode,
 * and a preload only serves a request made in the same mode.
 */
export function preloadLinks(table: RoutePreloadTable | null, request: PreloadRequest) {
  // A server-rendered page reads without its scripts: they load after the first paint.
  if (request.rendered) return '';
  const files = table?.[webRouteKey(request.pathname)] ?? [];
  // In the order the first render needs them: nothing renders without the translations. The
  // API reads are the page's loaders' (src/web/lib/route-loader.ts), started as the router is.
  return [
    fetchLink(`/locales/${request.lang}/translation.json`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

/**
 * The route's own script files, on a rendered page's data block (ssr.ts): the browser requests
 * them once the page has painted (src/web/lib/ssr-payload.ts), instead of finding each module's
 * imports as it arrives.
 */
export const scriptsAttribute = (files: string[] = []) => {
  const urls = files.map((file) => `/${file}`).filter((url) => BUILT_SCRIPT.test(url));
  return urls.length > 0 ? ` data-scripts="${urls.join(' ')}"` : '';
};
