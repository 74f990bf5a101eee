import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_MS } from '#shared/constants.ts';

// The queries a server-rendered page arrived with: mounting them again while the page hydrates
// would read what the HTML already shows (decision 009). The first navigation ends that.
const fromServer = new Set<string>();

/**
 * Whether this query's answer came with the page and the user has not navigated since; on the
 * server, always (it renders what it fetched, nothing refetches there).
 */
export const servedWithPage = (query: Pick<Query, 'queryHash'>) =>
  typeof window === 'undefined' || fromServer.has(query.queryHash);

export function hydrateFromServer(client: QueryClient, state: DehydratedState) {
  hydrate(client, state);
  for (const query of state.queries) fromServer.add(query.queryHash);
}

export const endServedWithPage = () => fromServer.clear();

/** Spec section 9: no refetch on focus, one retry, stale after 60 s (search and users: 0, per query). */
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
