import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PrivateUser,
  ProfileUpdateInput,
  PublicProfile,
  RegisterInput,
} from '#shared/contracts/users.ts';
import { api } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY, useSession } from '#web/lib/session-provider.tsx';

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

export function useUser(id: string | undefined) {
  const { token } = useSession();
  return useQuery({ ...userQuery(id ?? '', token), enabled: Boolean(id) });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api<PrivateUser>('register/', { method: 'POST', body: input }),
  });
}

/** PUT users/{id}/; on 200 the session's user and the profile page are refreshed. */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<PrivateUser>(`users/${id}/`, { method: 'PUT', body: input }),
    onSuccess: async (user) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
      ]);
    },
  });
}
