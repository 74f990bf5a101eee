// Prefetch on intent (lib/prefetch.ts), in a chunk of its own: the start of every page does not
// carry it (the home route's first load is held to 150 KB, scripts/check-bundle.ts); start.tsx
// loads it once the page has started, before a reader points at a link.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type LoaderFunctionArgs } from 'react-router';
import { appRoutes, loaderContext } from './router.tsx';

/**
 * Prefetch on intent (lib/prefetch.ts): the page's chunk and its loaders, as a navigation to it
 * would run them, into the same query cache; the navigation then finds both ready (or under way:
 * the cache joins a read in flight, so nothing is asked twice).
 */
export function prefetchPage(queryClient: QueryClient, href: string) {
  const url = new URL(href, location.href);
  const context = loaderContext(queryClient);
  for (const { route, params } of matchRoutes(appRoutes, url.pathname) ?? []) {
    // The module is kept by the browser: the router's own lazy() then resolves at once.
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    if (typeof route.loader !== 'function') continue;
    const pattern = route.path ?? '';
    const args: LoaderFunctionArgs = { request: new Request(url), url, params, context, pattern };
    void Promise.resolve(route.loader(args)).catch(() => undefined);
  }
}
