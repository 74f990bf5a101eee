// The profile query, apart from the hooks and writes: the route loaders' bundle takes only this.
import { queryOptions } from '@tanstack/react-query';
import type { PublicProfile } from '#shared/contracts/users.ts';
import { api } from '#web/lib/api-client.ts';

export const userKeys = {
  detail: (id: string) => ['users', 'detail', id] as const,
};

/**
 * A user's profile. Logged-in callers get the contact fields too, so the two answers are cached
 * apart; user queries are stale at once.
 */
export const userQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: [...userKeys.detail(id), token ? 'private' : 'public'],
    queryFn: ({ signal }) => api<PublicProfile>(`users/${id}/`, { signal }),
    staleTime: 0,
  });
