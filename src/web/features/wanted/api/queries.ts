// The wanted list query, apart from the hooks and writes: the route loaders' bundle takes only
// this.
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import type { WantedItem } from '#shared/contracts/wanted.ts';
import { apiPage, toQueryString } from '#web/lib/api-client.ts';

export type WantedQuery = { user?: string; gear_type?: string; page?: number; page_size?: number };

export const wantedKeys = {
  all: ['wanted'] as const,
  list: (query: WantedQuery) => ['wanted', 'list', query] as const,
};

export const wantedListQuery = (query: WantedQuery) =>
  queryOptions({
    queryKey: wantedKeys.list(query),
    queryFn: ({ signal }) =>
      apiPage<WantedItem>(
        `wanted/${toQueryString({ ...query, page: query.page === 1 ? undefined : query.page })}`,
        { signal },
      ),
  });

/** One's own wanted items, all on one page: the dashboard's section. */
export const myWantedQuery = (userId: string): WantedQuery => ({
  user: userId,
  page_size: PAGE_SIZE_MAX,
});
