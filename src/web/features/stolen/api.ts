// The stolen-gear register over the API (docs/api.md "Deal safely").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StolenReport, StolenWrite } from '#shared/contracts/stolen.ts';
import { api, apiPage } from '#web/lib/api-client.ts';

export function usePublishedReports() {
  return useQuery({
    queryKey: ['stolen', 'published'],
    queryFn: ({ signal }) => apiPage<StolenReport>('stolen/?page_size=50', { signal }),
  });
}

export function useStolenReport(id: string) {
  return useQuery({
    queryKey: ['stolen', id],
    queryFn: ({ signal }) => api<StolenReport>(`stolen/${id}/`, { signal }),
  });
}

export function useSerialCheck() {
  return useMutation({
    mutationFn: (serial: string) =>
      api<{ reported: boolean; report: string | null }>(
        `stolen/check/?serial=${encodeURIComponent(serial)}`,
      ),
  });
}

export function useReportStolen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StolenWrite) => api<StolenReport>('stolen/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stolen'] }),
  });
}
