import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Gear } from '#shared/contracts/gears.ts';
import { api, apiPage, toQueryString } from '#web/lib/api-client.ts';
import { gearKeys, type GearQuery } from '#web/lib/gear-cache.ts';

export const gearListQuery = (query: GearQuery) =>
  queryOptions({
    queryKey: gearKeys.list(query),
    queryFn: ({ signal }) => apiPage<Gear>(`gears/${toQueryString(query)}`, { signal }),
  });

export function useGearList(query: GearQuery, options: { staleTime?: number } = {}) {
  return useQuery({ ...gearListQuery(query), placeholderData: keepPreviousData, ...options });
}

export const gearQuery = (id: string) =>
  queryOptions({
    queryKey: gearKeys.detail(id),
    queryFn: ({ signal }) => api<Gear>(`gears/${id}/`, { signal }),
  });

export function useGear(id: string | undefined) {
  return useQuery({ ...gearQuery(id ?? ''), enabled: Boolean(id) });
}
