// The watchlist (GET/POST/DELETE favourites/). One query per user holds the saved gears: the
// hearts read their state from it and the dashboard lists it. Kept free of zod and forms, since
// every gear card (the home page too) uses it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { api, apiPage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';

export const favouriteKeys = {
  all: ['favourites'] as const,
  of: (userId: string) => ['favourites', userId] as const,
};

/** A user's saved gears (the newest 100): the dashboard's loader reads them (dashboard-reads.ts). */
export const favouritesQuery = (userId: string) =>
  queryOptions({
    queryKey: favouriteKeys.of(userId),
    queryFn: ({ signal }) => apiPage<Gear>(`favourites/?page_size=${PAGE_SIZE_MAX}`, { signal }),
  });

/** The caller's saved gears, only while someone is logged in. */
export function useFavourites() {
  const { user } = useSession();
  return useQuery({ ...favouritesQuery(user?.id ?? ''), enabled: Boolean(user) });
}

type Saved = { items: Gear[]; total: number };

/**
 * Saves or removes a gear: the heart changes at once and goes back if the server refuses (the
 * promise then rejects). A plain function rather than useMutation, which would add its weight to
 * every page with gear cards.
 */
export function useToggleFavourite() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = favouriteKeys.of(user?.id ?? '');
  return async (gear: Gear, save: boolean) => {
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<Saved>(key);
    if (before) {
      const items = save
        ? [gear, ...before.items.filter((g) => g.id !== gear.id)]
        : before.items.filter((g) => g.id !== gear.id);
      queryClient.setQueryData<Saved>(key, {
        items,
        total: before.total + items.length - before.items.length,
      });
    }
    try {
      await (save
        ? api('favourites/', { method: 'POST', body: { gear: gear.id } })
        : api(`favourites/${gear.id}/`, { method: 'DELETE' }));
    } catch (error) {
      if (before) queryClient.setQueryData(key, before);
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
