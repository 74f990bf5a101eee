// The weight every search offers: the profile's when logged in (and given there), else the one
// this browser remembers. Searching with a weight remembers it the same way.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { PrivateUser, ProfileUpdateInput } from '#shared/contracts/users.ts';
import { api } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY, useSession } from '#web/lib/session-provider.tsx';
import { rememberedWeight, rememberWeight, subscribeWeight } from './takeoff-weight.ts';

/** The remembered weight as text ('' when none); '' while the server renders the page. */
export function useTakeoffWeight(): string {
  const { user } = useSession();
  // The server renders '' and the first browser render matches it before storage is read.
  const stored = useSyncExternalStore(subscribeWeight, rememberedWeight, () => '');
  return user?.takeoff_weight != null ? String(user.takeoff_weight) : stored;
}

/** Remembers a searched weight: in the profile when logged in, else in this browser. */
export function useRememberWeight() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    (weight: number) => {
      if (!user) return rememberWeight(String(weight));
      if (user.takeoff_weight === weight) return;
      // PUT users/{id}/ takes the whole editable profile: the other fields are sent as they are.
      const body: ProfileUpdateInput = {
        first_name: user.first_name,
        last_name: user.last_name,
        country: user.country,
        phone_number: user.phone_number,
        contact_visibility: user.contact_visibility,
        message_mails: user.message_mails,
        takeoff_weight: weight,
      };
      queryClient.setQueryData<PrivateUser>(ME_QUERY_KEY, { ...user, takeoff_weight: weight });
      // A failed save only means the weight is not offered next time; the search goes on.
      void api<PrivateUser>(`users/${user.id}/`, { method: 'PUT', body })
        .then((saved) => queryClient.setQueryData(ME_QUERY_KEY, saved))
        .catch(() => rememberWeight(String(weight)));
    },
    [user, queryClient],
  );
}
