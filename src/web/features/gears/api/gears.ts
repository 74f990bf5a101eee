import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Gear } from '#shared/contracts/gears.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';
import { gearKeys, type GearQuery } from '#web/lib/gear-cache.ts';

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
