// Wanted items over the API: the public list, one's own, saving and deleting.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WantedItem, WantedWriteInput } from '#shared/contracts/wanted.ts';
import { api } from '#web/lib/api-client.ts';
import { wantedKeys, wantedListQuery, type WantedQuery } from './queries.ts';

export { wantedKeys, wantedListQuery, type WantedQuery };

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
