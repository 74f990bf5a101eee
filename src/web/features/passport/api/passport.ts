// The gear passport's reads and writes (docs/api.md, "Gear passport"). A record or an item
// changes what listings show (their airworthiness), so writes also say gears changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Item,
  ItemRecord,
  ItemWrite,
  RecordWrite,
  Transfer,
} from '#shared/contracts/items.ts';
import { api } from '#web/lib/api-client.ts';
import { useGearsChanged } from '#web/lib/gear-cache.ts';
import { itemQuery, passportKeys } from './queries.ts';

export { passportKeys };

export function useItem(id: string | undefined) {
  return useQuery({ ...itemQuery(id ?? ''), enabled: Boolean(id) });
}

export function useMyItems() {
  return useQuery({
    queryKey: passportKeys.mine,
    queryFn: ({ signal }) => api<Item[]>('items/mine/', { signal }),
  });
}

export function useTransfers() {
  return useQuery({
    queryKey: passportKeys.transfers,
    queryFn: ({ signal }) => api<Transfer[]>('transfers/', { signal }),
  });
}

/** The certifier the logged-in user speaks for (null for most). */
export function useCertifierAccount(enabled: boolean) {
  return useQuery({
    queryKey: passportKeys.certifier,
    queryFn: ({ signal }) =>
      api<{ certifier: { id: string; name: string } | null }>('certifier-accounts/me/', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

function usePassportChanged() {
  const queryClient = useQueryClient();
  const gearsChanged = useGearsChanged();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: passportKeys.all }), gearsChanged()]);
}

export function useCreateItem() {
  const changed = usePassportChanged();
  return useMutation({
    mutationFn: (body: ItemWrite & { gear?: string }) =>
      api<Item>('items/', { method: 'POST', body }),
    onSuccess: changed,
  });
}

export function useUpdateItem(id: string) {
  const changed = usePassportChanged();
  return useMutation({
    mutationFn: (body: ItemWrite) => api<Item>(`items/${id}/`, { method: 'PUT', body }),
    onSuccess: changed,
  });
}

/** Adds the record, then its proof photos one by one (the photo rules of the site). */
export function useAddRecord(itemId: string) {
  const changed = usePassportChanged();
  return useMutation({
    mutationFn: async ({ body, files }: { body: RecordWrite; files: File[] }) => {
      const record = await api<ItemRecord>(`items/${itemId}/records/`, { method: 'POST', body });
      for (const file of files) {
        const form = new FormData();
        form.append('image', file, file.name);
        await api(`items/${itemId}/records/${record.id}/pictures/`, { method: 'POST', body: form });
      }
      return record;
    },
    onSettled: changed,
  });
}

export function useDeleteRecord(itemId: string) {
  const changed = usePassportChanged();
  return useMutation({
    mutationFn: (recordId: string) =>
      api(`items/${itemId}/records/${recordId}/`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

export function useDecideTransfer() {
  const changed = usePassportChanged();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api(`transfers/${id}/${accept ? 'accept' : 'decline'}/`, { method: 'POST' }),
    onSuccess: changed,
  });
}

const remindersKey = ['passport', 'reminders'] as const;

export function useReminders() {
  return useQuery({
    queryKey: remindersKey,
    queryFn: ({ signal }) => api<{ enabled: boolean }>('items/reminders/', { signal }),
  });
}

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<{ enabled: boolean }>('items/reminders/', { method: 'PUT', body: { enabled } }),
    onSuccess: (data) => queryClient.setQueryData(remindersKey, data),
  });
}
