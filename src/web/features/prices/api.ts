// A catalogue model's prices (docs/api.md, "Offers and prices"): read by the model page's loader
// and rendered on the server with it.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogueModelDetail } from '#shared/contracts/catalogue.ts';
import type { ModelPrices } from '#shared/contracts/prices.ts';
import { api } from '#web/lib/api-client.ts';
import type { GearQuery } from '#web/lib/gear-cache.ts';

export const modelPricesQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'model', id, 'prices'],
    queryFn: ({ signal }) => api<ModelPrices>(`catalogue/models/${id}/prices/`, { signal }),
    staleTime: 5 * 60_000,
  });

/** The model's listings (GET gears/): gear names its model in text, so by type, brand and model. */
export const modelListingsQuery = (model: CatalogueModelDetail): GearQuery => ({
  gear_type: model.gear_type,
  brand: model.brand_name,
  model: model.name,
  page_size: 12,
});
