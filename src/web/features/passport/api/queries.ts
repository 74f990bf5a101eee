// The passport's reads that route loaders state (app/pages/gear-detail-loader.ts, dashboard):
// apart from its hooks and writes, so that the loaders, bundled with the router, carry no more.
import { queryOptions } from '@tanstack/react-query';
import type { Item } from '#shared/contracts/items.ts';
import { api } from '#web/lib/api-client.ts';

export const passportKeys = {
  all: ['passport'] as const,
  item: (id: string) => ['passport', 'item', id] as const,
  mine: ['passport', 'mine'] as const,
  transfers: ['passport', 'transfers'] as const,
  certifier: ['passport', 'certifier'] as const,
};

/** A listing's item and its records. */
export const itemQuery = (id: string) =>
  queryOptions({
    queryKey: passportKeys.item(id),
    queryFn: ({ signal }) => api<Item>(`items/${id}/`, { signal }),
  });
