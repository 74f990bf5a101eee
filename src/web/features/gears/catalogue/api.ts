// The catalogue's reads for the listing form's suggestions (docs/api.md, "Model catalogue").
import { useQuery } from '@tanstack/react-query';
import { nameKey } from '#shared/constants.ts';
import type {
  CatalogueBrand,
  CatalogueModel,
  CatalogueModelDetail,
} from '#shared/contracts/catalogue.ts';
import { api, toQueryString } from '#web/lib/api-client.ts';
import { catalogueSizeQuery, similarGearQuery } from './queries.ts';

export { catalogueSizeQuery, similarGearQuery };

const MINUTE = 60_000;

export function useCatalogueBrands(gearType: string, q: string) {
  return useQuery({
    queryKey: ['catalogue', 'brands', gearType, q.slice(0, 1).toLowerCase()],
    // One request per first letter: the datalist filters the rest as the seller types.
    queryFn: ({ signal }) =>
      api<CatalogueBrand[]>(
        `catalogue/brands/${toQueryString({ gear_type: gearType, q: q.slice(0, 1) })}`,
        { signal },
      ),
    enabled: gearType !== '' && q.trim() !== '',
    staleTime: 10 * MINUTE,
  });
}

/** The catalogue brand the typed brand names (case, accents and spaces ignored), if any. */
export const matchBrand = (brands: CatalogueBrand[] | undefined, typed: string) =>
  brands?.find((b) => nameKey(b.name) === nameKey(typed));

export function useCatalogueModels(gearType: string, brand: string | undefined) {
  return useQuery({
    queryKey: ['catalogue', 'models', gearType, brand],
    queryFn: ({ signal }) =>
      api<CatalogueModel[]>(`catalogue/models/${toQueryString({ gear_type: gearType, brand })}`, {
        signal,
      }),
    enabled: gearType !== '' && brand !== undefined,
    staleTime: 10 * MINUTE,
  });
}

export function useCatalogueModel(id: string | undefined) {
  return useQuery({
    queryKey: ['catalogue', 'model', id],
    queryFn: ({ signal }) => api<CatalogueModelDetail>(`catalogue/models/${id}/`, { signal }),
    enabled: id !== undefined,
    staleTime: 10 * MINUTE,
  });
}

export function useCatalogueSize(id: string | null) {
  return useQuery({ ...catalogueSizeQuery(id), enabled: id !== null });
}

export function useSimilarGear(id: string | undefined) {
  return useQuery({ ...similarGearQuery(id ?? ''), enabled: Boolean(id) });
}
