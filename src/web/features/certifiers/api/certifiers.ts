import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertifierWrite } from '#shared/contracts/catalogue-writes.ts';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { api } from '#web/lib/api-client.ts';
import { certifierKeys } from '#web/lib/certifiers.ts';
import { certifierQuery } from './queries.ts';

export { certifierQuery };

export function useCertifier(id: string | undefined) {
  return useQuery({ ...certifierQuery(id ?? ''), enabled: Boolean(id) });
}

/**
 * A certifier's website as a safe link: http(s) only (a stored `javascript:` URL must never
 * become a link), and a bare "example.org" gets https:// in front.
 */
export function websiteLink(website: string): { href: string; label: string } | null {
  const text = website.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const label = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
    return { href: url.href, label };
  } catch {
    return null;
  }
}

/** Staff writes (POST certifiers/, PUT/DELETE certifiers/{id}/); every certifier query refreshes. */
export function useSaveCertifier(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertifierWrite) =>
      id
        ? api<Certifier>(`certifiers/${id}/`, { method: 'PUT', body })
        : api<Certifier>('certifiers/', { method: 'POST', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(certifierKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: certifierKeys.all });
    },
  });
}

export function useDeleteCertifier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(`certifiers/${id}/`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: certifierKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: certifierKeys.all, exact: true });
    },
  });
}
