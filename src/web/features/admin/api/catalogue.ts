// The back office's catalogue reads and writes (docs/api.md, "Model catalogue and fit"): brands
// and models to find a model, its sizes to edit. Every write refreshes the catalogue's queries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatalogueModel,
  CatalogueModelDetail,
  CatalogueSize,
  SizeWrite,
} from '#shared/contracts/catalogue.ts';
import { api, toQueryString } from '#web/lib/api-client.ts';

const KEY = ['catalogue', 'admin'] as const;

export function useAdminModels(gearType: string, brand: string) {
  return useQuery({
    queryKey: [...KEY, 'models', gearType, brand],
    queryFn: ({ signal }) =>
      api<CatalogueModel[]>(`catalogue/models/${toQueryString({ gear_type: gearType, brand })}`, {
        signal,
      }),
    enabled: gearType !== '' && brand !== '',
  });
}

export function useAdminModel(id: string) {
  return useQuery({
    queryKey: [...KEY, 'model', id],
    queryFn: ({ signal }) => api<CatalogueModelDetail>(`catalogue/models/${id}/`, { signal }),
    enabled: id !== '',
    staleTime: 0,
  });
}

/** Add (no id) or edit a size. */
export function useSaveSize(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SizeWrite) =>
      id
        ? api<CatalogueSize>(`catalogue/sizes/${id}/`, { method: 'PUT', body })
        : api<CatalogueSize>('catalogue/sizes/', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

export function useDeleteSize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`catalogue/sizes/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
