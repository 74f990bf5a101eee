// The detail page's catalogue reads, apart from the form's hooks: the route loaders' bundle takes
// only these.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueModelDetail, CatalogueSize } from '#shared/contracts/catalogue.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { api } from '#web/lib/api-client.ts';
import { gearKeys } from '#web/lib/gear-cache.ts';

const MINUTE = 60_000;

export const catalogueSizeQuery = (id: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'size', id],
    queryFn: ({ signal }) => api<CatalogueSize>(`catalogue/sizes/${id}/`, { signal }),
    staleTime: 10 * MINUTE,
  });

/** GET gears/{id}/similar/: under the gears key, so a changed listing refreshes it too. */
export const similarGearQuery = (id: string) =>
  queryOptions({
    queryKey: [...gearKeys.detail(id), 'similar'],
    queryFn: ({ signal }) => api<Gear[]>(`gears/${id}/similar/`, { signal }),
  });

/** A model with its sizes (the model page; the same key as the form's useCatalogueModel). */
export const catalogueModelQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'model', id],
    queryFn: ({ signal }) => api<CatalogueModelDetail>(`catalogue/models/${id}/`, { signal }),
    staleTime: 10 * MINUTE,
  });
