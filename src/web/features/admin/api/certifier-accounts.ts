// A user's certifier account (docs/api.md, "Gear passport"): staff link a user to a certifier so
// the records that user makes name it and may be signed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

type Account = { certifier: { id: string; name: string } | null };
const key = (userId: string) => ['admin', 'certifier-account', userId] as const;

export function useCertifierAccountOf(userId: string) {
  return useQuery({
    queryKey: key(userId),
    queryFn: ({ signal }) => api<Account>(`admin/users/${userId}/certifier/`, { signal }),
  });
}

export function useLinkCertifier(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certifier: string | null) =>
      api<Account>(`admin/users/${userId}/certifier/`, { method: 'PUT', body: { certifier } }),
    onSuccess: (data) => queryClient.setQueryData(key(userId), data),
  });
}
