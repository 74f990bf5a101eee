import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY, QUERY_STALE_MS } from '#shared/constants.ts';

/** Spec section 9: no refetch on focus, one retry, stale after 60 s (search and users: 0, per query). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: QUERY_RETRY, staleTime: QUERY_STALE_MS },
    },
  });
}
