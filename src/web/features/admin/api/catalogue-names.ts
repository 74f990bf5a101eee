// The back office's writes of catalogue brands and models (docs/api.md, "Model catalogue and
// fit"): add, rename, delete. Deleting takes what the entry holds (a brand its models and sizes,
// a model its sizes); listings keep their own text. Every write refreshes the catalogue's queries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nameKey,
  type CatalogueBrand,
  type CatalogueModel,
  type CatalogueModelDetail,
} from '#shared/contracts/catalogue.ts';
import { api, toQueryString } from '#web/lib/api-client.ts';

export type ModelBody = { brand: string; gear_type: string; name: string; year: number | null };
type Kind = 'brands' | 'models';

/** Brands whose name starts with `q`, of any gear type (a new brand has no model yet). */
export function useAllBrands(q: string) {
  return useQuery({
    queryKey: ['catalogue', 'admin', 'all-brands', q],
    queryFn: ({ signal }) =>
      api<CatalogueBrand[]>(`catalogue/brands/${toQueryString({ q })}`, { signal }),
  });
}

function useWrite<Body, Answer>(kind: Kind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) =>
      id
        ? api<Answer>(`catalogue/${kind}/${id}/`, { method: 'PUT', body })
        : api<Answer>(`catalogue/${kind}/`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

function useDelete(kind: Kind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`catalogue/${kind}/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

export const useSaveBrand = () => useWrite<{ name: string }, CatalogueBrand>('brands');
export const useDeleteBrand = () => useDelete('brands');
export const useSaveModel = () => useWrite<ModelBody, CatalogueModelDetail>('models');
export const useDeleteModel = () => useDelete('models');

/**
 * Adds a listed brand/model pair the catalogue lacks: the brand the catalogue already has under
 * the same key, or a new one, then the model of the listings' gear type.
 */
export function useAddUnknown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (pair: { gear_type: string; brand: string; model: string }) => {
      const found = await api<CatalogueBrand[]>(
        `catalogue/brands/${toQueryString({ q: pair.brand })}`,
      );
      const brand =
        found.find((b) => nameKey(b.name) === nameKey(pair.brand)) ??
        (await api<CatalogueBrand>('catalogue/brands/', {
          method: 'POST',
          body: { name: pair.brand.trim() },
        }));
      const body: ModelBody = {
        brand: brand.id,
        gear_type: pair.gear_type,
        name: pair.model.trim(),
        year: null,
      };
      return api<CatalogueModel>('catalogue/models/', { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
