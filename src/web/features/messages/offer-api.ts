// Offers of a conversation over the API (docs/api.md, "Offers and prices"), and the listing they
// are about (its asking price, currency and price type, for the offer form).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Gear } from '#shared/contracts/gears.ts';
import type { Offer, OfferWriteInput } from '#shared/contracts/offers.ts';
import { api } from '#web/lib/api-client.ts';
import { messageKeys } from './api.ts';

const offerKeys = {
  list: (id: string) => [...messageKeys.one(id), 'offers'] as const,
  gear: (id: string) => [...messageKeys.one(id), 'gear'] as const,
};

export function useOffers(id: string) {
  return useQuery({
    queryKey: offerKeys.list(id),
    queryFn: ({ signal }) => api<Offer[]>(`conversations/${id}/offers/`, { signal }),
    refetchInterval: 15_000,
  });
}

export function useOfferGear(conversationId: string, gearId: string | null) {
  return useQuery({
    queryKey: offerKeys.gear(conversationId),
    queryFn: ({ signal }) => api<Gear>(`gears/${gearId}/`, { signal }),
    enabled: gearId !== null,
  });
}

/** After any answer: the offers, the conversation (reserved), and every gear list. */
function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.one(id) });
    void queryClient.invalidateQueries({ queryKey: ['gears'] });
  };
}

export function useMakeOffer(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: OfferWriteInput) =>
      api<Offer>(`conversations/${id}/offers/`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useAnswerOffer(id: string) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: ({ offerId, accept }: { offerId: string; accept: boolean }) =>
      api<Offer>(`offers/${offerId}/${accept ? 'accept' : 'decline'}/`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
