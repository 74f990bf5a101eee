// The passport's reads that route loaders state (app/pages/gear-detail-loader.ts, dashboard):
// apart from its hooks and writes, so that the loaders, bundled with the router, carry no more.
import { queryOptions } from '@tanstack/react-query';
import type { Item, Transfer } from '#shared/contracts/items.ts';
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

/** The caller's items: the dashboard's "my gear" (dashboard-reads.ts). */
export const myItemsQuery = () =>
  queryOptions({
    queryKey: passportKeys.mine,
    queryFn: ({ signal }) => api<Item[]>('items/mine/', { signal }),
  });

/** Items offered to the caller by a seller. */
export const transfersQuery = () =>
  queryOptions({
    queryKey: passportKeys.transfers,
    queryFn: ({ signal }) => api<Transfer[]>('transfers/', { signal }),
  });

export const remindersKey = ['passport', 'reminders'] as const;

/** Whether the caller gets the check reminder mails. */
export const remindersQuery = () =>
  queryOptions({
    queryKey: remindersKey,
    queryFn: ({ signal }) => api<{ enabled: boolean }>('items/reminders/', { signal }),
  });

/** The certifier the logged-in user speaks for (null for most). */
export const certifierAccountQuery = () =>
  queryOptions({
    queryKey: passportKeys.certifier,
    queryFn: ({ signal }) =>
      api<{ certifier: { id: string; name: string } | null }>('certifier-accounts/me/', { signal }),
    staleTime: 5 * 60_000,
  });
