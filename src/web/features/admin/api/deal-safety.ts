// Staff side of "deal safely": how many messages carried a warning, and the stolen-gear reports
// waiting for review (publish or reject).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WarningCounts } from '#shared/contracts/deal-safety.ts';
import type { Rating } from '#shared/contracts/ratings.ts';
import type { StolenReport } from '#shared/contracts/stolen.ts';
import { api, apiPage } from '#web/lib/api-client.ts';

export function useWarningCounts() {
  return useQuery({
    queryKey: ['admin', 'message-warnings'],
    queryFn: ({ signal }) => api<WarningCounts>('admin/message-warnings/', { signal }),
    staleTime: 0,
  });
}

export function usePendingStolen() {
  return useQuery({
    queryKey: ['admin', 'stolen', 'pending'],
    queryFn: ({ signal }) =>
      apiPage<StolenReport>('stolen/?status=pending&page_size=50', { signal }),
    staleTime: 0,
  });
}

export function useReviewStolen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'published' | 'rejected' }) =>
      api<StolenReport>(`stolen/${id}/`, { method: 'PUT', body: { status } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stolen'] });
      void queryClient.invalidateQueries({ queryKey: ['stolen'] });
    },
  });
}

export function useRatingReports() {
  return useQuery({
    queryKey: ['admin', 'rating-reports'],
    queryFn: ({ signal }) =>
      api<{ id: string; text: string; rating: Rating }[]>('admin/rating-reports/', { signal }),
    staleTime: 0,
  });
}
