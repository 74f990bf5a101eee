// On the seller's own listing: reserve it for one of the pilots who wrote about it, or lift the
// reservation. The buyers offered are the listing's conversations (GET conversations/?gear=);
// the write is the conversation's reserve route, so the server holds the rule that only a
// conversation's buyer can be chosen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/contracts/conversations.ts';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api-client.ts';
import { messageKeys } from './queries.ts';

const BUTTON =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60';

const gearConversationsKey = (gearId: string) => [...messageKeys.all, 'gear', gearId] as const;

export function ReserveForBuyer({ gearId }: { gearId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const { data: conversations } = useQuery({
    queryKey: gearConversationsKey(gearId),
    queryFn: ({ signal }) =>
      api<Conversation[]>(`conversations/?gear=${gearId}&page_size=100`, { signal }),
  });
  const reserve = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      api<Conversation>(`conversations/${id}/reserve/`, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: (conversation, { on }) => {
      const name = nameOf(conversation);
      toast.success(on ? t('reserve.done', { name }) : t('reserve.lifted'));
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['gears'] });
    },
    onError: (error) => void failureText(error, t).then(toast.error),
  });
  const nameOf = (c: Conversation) =>
    `${c.other_user?.first_name ?? ''} ${c.other_user?.last_name ?? ''}`.trim() ||
    t('messages.deletedUser');

  if (!conversations) return null;
  const buyers = conversations.filter((c) => c.role === 'seller' && c.other_user);
  const reservedFor = buyers.find((c) => c.reserved_for_buyer);
  return (
    <section aria-label={t('reserve.title')} className="flex flex-wrap items-center gap-2 text-sm">
      {reservedFor ? (
        <>
          <p className="font-medium">{t('reserve.reservedFor', { name: nameOf(reservedFor) })}</p>
          <button
            type="button"
            className={BUTTON}
            disabled={reserve.isPending}
            onClick={() => reserve.mutate({ id: reservedFor.id, on: false })}
          >
            {t('messages.unreserve')}
          </button>
        </>
      ) : buyers.length === 0 ? (
        <p className="text-stone-600">{t('reserve.nobody')}</p>
      ) : (
        <>
          <label htmlFor={selectId} className="font-medium">
            {t('reserve.for')}
          </label>
          <select
            id={selectId}
            value={chosen || buyers[0]!.id}
            onChange={(event) => setChosen(event.target.value)}
            className="rounded-lg border border-stone-300 px-2 py-1.5"
          >
            {buyers.map((c) => (
              <option key={c.id} value={c.id}>
                {nameOf(c)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={BUTTON}
            disabled={reserve.isPending}
            onClick={() => reserve.mutate({ id: chosen || buyers[0]!.id, on: true })}
          >
            {t('reserve.mark')}
          </button>
        </>
      )}
    </section>
  );
}
