import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Gear } from '#shared/contracts/gears.ts';
import { api, apiPage, toQueryString } from '../../../lib/api-client.ts';

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
