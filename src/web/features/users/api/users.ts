import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivateUser, ProfileUpdateInput, RegisterInput } from '#shared/contracts/users.ts';
import { api } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY, useSession } from '#web/lib/session-provider.tsx';
import { userKeys, userQuery } from './queries.ts';

export { userKeys, userQuery };

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
