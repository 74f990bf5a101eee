// Wanted items over the API: the public list, one's own, saving and deleting.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { WantedItem, WantedWriteInput } from '#shared/contracts/wanted.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';

type WantedQuery = { user?: string; gear_type?: string; page?: number; page_size?: number };

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

export function useWantedList(query: WantedQuery) {
  return useQuery({ ...wantedListQuery(query), placeholderData: keepPreviousData });
}

export function useCreateWanted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WantedWriteInput) => api<WantedItem>('wanted/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantedKeys.all }),
  });
}

export function useDeleteWanted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`wanted/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wantedKeys.all }),
  });
}
