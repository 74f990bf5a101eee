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
    // The report first, then its photos one by one (each checked by the server on its own).
    mutationFn: async ({ body, files = [] }: { body: StolenWrite; files?: File[] }) => {
      const report = await api<StolenReport>('stolen/', { method: 'POST', body });
      for (const file of files) {
        const form = new FormData();
        form.append('image', file, file.name);
        await api(`stolen/${report.id}/pictures/`, { method: 'POST', body: form });
      }
      return report;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stolen'] }),
  });
}
