// A catalogue model's prices (docs/api.md, "Offers and prices"): read by the model page's loader
// and rendered on the server with it.
import { queryOptions } from '@tanstack/react-query';
import type { ModelPrices } from '#shared/contracts/prices.ts';
import { api } from '#web/lib/api-client.ts';
import type { GearQuery } from '#web/lib/gear-cache.ts';

export const modelPricesQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'model', id, 'prices'],
    queryFn: ({ signal }) => api<ModelPrices>(`catalogue/models/${id}/prices/`, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The model's listings (GET gears/), newest first: those linked to one of its sizes, by the
 * model's id (not its brand and name as text, which also find other models named alike).
 */
export const modelListingsQuery = (modelId: string): GearQuery => ({
  catalogue_model: modelId,
  page_size: 12,
});
