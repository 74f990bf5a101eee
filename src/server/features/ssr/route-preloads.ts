// Lets the browser fetch a page's lazy route chunk and its translations together with the entry
// script, instead of discovering them one after the other once the entry has run (a waterfall
// of three round trips on a phone). The build writes which files each web route needs
// (scripts/lib/route-preloads-plugin.ts); this writes them into the page's HTML as preloads.
import { HOME_GEAR_COUNT, PAGE_SIZE_DEFAULT, TOKEN_COOKIE } from '#shared/constants.ts';
import { idSchema } from '#shared/contracts/common.ts';
import { matchRoute, webRoute } from '#shared/routes.ts';
import { BUILT_SCRIPT } from '#shared/ssr.ts';
import { reloadingFile } from './html-template.ts';

/** Route path (as in the route table, src/shared/routes.ts) → its JS files. */
export type RoutePreloadTable = Record<string, string[]>;

export const routePreloadsLoader = (path: string) =>
  reloadingFile(path, (text) => JSON.parse(text) as RoutePreloadTable);

/** Route path → the file of its page's own chunk (the build's route-pages.json). */
export const routePagesLoader = (path: string) =>
  reloadingFile(path, (text) => JSON.parse(text) as Record<string, string>);

type RouteMatch = ReturnType<typeof matchRoute>;

/** The web router's route for a path: the shared table, then /{category}, then not found. */
export const webRouteKey = (pathname: string) => webRoute(pathname).path;

/**
 * The API reads a visitor's page starts with, in the very form the web app requests them
 * (src/web/features/gears/api/*.ts), so the browser's fetch() finds them already under way.
 * Only for visitors without a login: a logged-in user's requests carry an Authorization header.
 */
function apiPreloads(found: RouteMatch, query: URLSearchParams): string[] {
  const urls = ['/api/gear-types/']; // the header's category menu, on every page
  if (found?.route.path === '/') urls.push(`/api/gears/?page_size=${HOME_GEAR_COUNT}`);
  if (found?.route.path === '/gears') {
    const page = Math.max(1, Number(query.get('page')) || 1);
    urls.push(`/api/gears/?page=${page}&page_size=${PAGE_SIZE_DEFAULT}`);
  }
  if (found?.route.entity === 'gear' && found.route.public && idSchema.safeParse(found.id).success)
    urls.push(`/api/gears/${found.id}/`);
  return urls;
}

export type PreloadRequest = {
  pathname: string;
  query: URLSearchParams;
  lang: string;
  cookie: string | undefined;
  /** False for a server-rendered page: its HTML carries its translations and API answers. */
  api?: boolean;
};

/** The web app keeps its login token in a cookie (read by its own JavaScript). */
export const hasToken = (cookie = '') =>
  cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));

const fetchLink = (url: string, priority = '') =>
  `<link rel="preload" as="fetch" crossorigin href="${url}"${priority && ` fetchpriority="${priority}"`} />`;

/**
 * `crossorigin` on all: Vite loads chunks, and i18next and the API client fetch, in CORS mode,
 * and a preload only serves a request made in the same mode.
 */
export function preloadLinks(table: RoutePreloadTable | null, request: PreloadRequest) {
  const found = matchRoute(request.pathname);
  const files = table?.[webRouteKey(request.pathname)] ?? [];
  const api =
    hasToken(request.cookie) || request.api === false ? [] : apiPreloads(found, request.query);
  // In the order the first render needs them: nothing renders without the translations.
  return [
    ...(request.api === false ? [] : [fetchLink(`/locales/${request.lang}/translation.json`)]),
    // A server-rendered page reads without its scripts: they load after the first paint.
    ...(request.api === false ? [] : files).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
    ),
    // Low: they are read only once the scripts have run, so the scripts get the bandwidth first.
    ...api.map((url) => fetchLink(url, 'low')),
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
