import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Gear } from '#shared/contracts/gears.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';

export type GearQuery = Record<string, string | number | boolean | undefined>;

export const gearKeys = {
  all: ['gears'] as const,
  list: (query: GearQuery) => ['gears', 'list', query] as const,
  detail: (id: string) => ['gears', 'detail', id] as const,
};

export function useGearList(query: GearQuery, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: gearKeys.list(query),
    queryFn: ({ signal }) => apiPage<Gear>(`gears/${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useGear(id: string | undefined) {
  return useQuery({
    queryKey: gearKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api<Gear>(`gears/${id}/`, { signal }),
    enabled: Boolean(id),
  });
}

/**
 * The one way to say gears changed: a saved gear goes straight into its detail query, and every
 * gear query (lists, searches, details) goes stale. `refetch: false` leaves the refetch to the
 * next page that shows them (a form that navigates away right after saving).
 */
export function useGearsChanged() {
  const queryClient = useQueryClient();
  return async (saved?: Gear, { refetch = true } = {}) => {
    if (saved) queryClient.setQueryData(gearKeys.detail(saved.id), saved);
    await queryClient.invalidateQueries({
      queryKey: gearKeys.all,
      refetchType: refetch ? 'active' : 'none',
    });
  };
}
