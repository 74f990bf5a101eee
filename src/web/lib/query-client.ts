import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_MS } from '#shared/constants.ts';

// The queries a server-rendered page arrived with: mounting them again while the page hydrates
// would read what the HTML already shows (decision 009). The first navigation ends that.
const fromServer = new Set<string>();
// When the current navigation started: what its loaders fetched since then is the page's own
// read, which mounting the page must not repeat (one request per read and navigation).
let navigationStartedAt = Infinity;

/**
 * Whether this query's answer came with the page (from the server, or fetched by the loaders
 * of the navigation that shows it); on the server, always (nothing refetches there).
 */
export const servedWithPage = (query: Pick<Query, 'queryHash' | 'state'>) =>
  typeof window === 'undefined' ||
  fromServer.has(query.queryHash) ||
  query.state.dataUpdatedAt >= navigationStartedAt;

/** A navigation begins (the router's loaders are about to run). */
export function startNavigation() {
  fromServer.clear();
  navigationStartedAt = Date.now();
}

export function hydrateFromServer(client: QueryClient, state: DehydratedState) {
  hydrate(client, state);
  for (const query of state.queries) fromServer.add(query.queryHash);
}

/** No refetch on focus, one retry, stale after 60 s (search and users: 0, per query). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: QUERY_RETRY,
        staleTime: QUERY_STALE_MS,
        refetchOnMount: (query) => !servedWithPage(query),
      },
    },
  });
}
