// Saved searches over the API: the caller's list, saving, changing, deleting, marking seen, and
// the unsubscribe of an alert mail's link (no login).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedSearch,
  SavedSearchCreateInput,
  SavedSearchUpdate,
} from '#shared/contracts/saved-searches.ts';
import { api } from '#web/lib/api-client.ts';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The caller's saved searches: the dashboard's loader reads them (app/pages/dashboard-reads.ts). */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api<SavedSearch[]>('saved-searches/', { signal }),
  });

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQuery(), enabled });
}

function useSavedSearchMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export const useCreateSavedSearch = () =>
  useSavedSearchMutation((body: SavedSearchCreateInput) =>
    api<SavedSearch>('saved-searches/', { method: 'POST', body }),
  );

export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...body }: SavedSearchUpdate & { id: string }) =>
    api<SavedSearch>(`saved-searches/${id}/`, { method: 'PATCH', body }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) => api(`saved-searches/${id}/`, { method: 'DELETE' }));

export const useSeenSavedSearch = () =>
  useSavedSearchMutation((id: string) => api(`saved-searches/${id}/seen/`, { method: 'POST' }));

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (body: { token: string; all: boolean }) =>
      api('saved-searches/unsubscribe/', { method: 'POST', body }),
  });
