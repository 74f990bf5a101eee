// A user's certifier account (docs/api.md, "Gear passport"): staff link a user to a certifier so
// the records that user makes name it and may be signed. The admin user list carries each row's
// certifier, so there is no read per row here: a link refetches the list (and the audit log).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './queries.ts';

type Account = { certifier: { id: string; name: string } | null };

export function useLinkCertifier(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certifier: string | null) =>
      api<Account>(`admin/users/${userId}/certifier/`, { method: 'PUT', body: { certifier } }),
    // Awaited: the select shows the choice until the list row carries it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
