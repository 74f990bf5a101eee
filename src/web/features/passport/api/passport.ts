// The gear passport's reads and writes (docs/api.md, "Gear passport"). A record or an item
// changes what listings show (their airworthiness), so writes also say gears changed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemRecord, RecordWrite } from '#shared/contracts/item-records.ts';
import type { Item, ItemWrite } from '#shared/contracts/items.ts';
import { api } from '#web/lib/api-client.ts';
import { useGearsChanged } from '#web/lib/gear-cache.ts';
import {
  certifierAccountQuery,
  itemQuery,
  myItemsQuery,
  passportKeys,
  remindersKey,
  remindersQuery,
  transfersQuery,
} from './queries.ts';

export { passportKeys };

export function useItem(id: string | undefined) {
  return useQuery({ ...itemQuery(id ?? ''), enabled: Boolean(id) });
}

export const useMyItems = () => useQuery(myItemsQuery());

export const useTransfers = () => useQuery(transfersQuery());

/** The certifier the logged-in user speaks for (null for most). */
export const useCertifierAccount = (enabled: boolean) =>
  useQuery({ ...certifierAccountQuery(), enabled });

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

export const useReminders = () => useQuery(remindersQuery());

export function useSetReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<{ enabled: boolean }>('items/reminders/', { method: 'PUT', body: { enabled } }),
    onSuccess: (data) => queryClient.setQueryData(remindersKey, data),
  });
}
