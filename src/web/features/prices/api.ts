// A catalogue model's prices (docs/api.md, "Offers and prices"): read with the model's page and
// rendered on the server with it.
import { useQuery } from '@tanstack/react-query';
import type { ModelPrices } from '#shared/contracts/prices.ts';
import { api } from '#web/lib/api-client.ts';

export function useModelPrices(id: string | undefined) {
  return useQuery({
    queryKey: ['catalogue', 'model', id, 'prices'],
    queryFn: ({ signal }) => api<ModelPrices>(`catalogue/models/${id}/prices/`, { signal }),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}
