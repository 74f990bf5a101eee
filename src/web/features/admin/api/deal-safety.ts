// Staff side of "deal safely": how many messages carried a warning, and the stolen-gear reports
// waiting for review (publish or reject), and the holds they put on matching items (release).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WarningCounts } from '#shared/contracts/deal-safety.ts';
import type { Rating } from '#shared/contracts/ratings.ts';
import type { StolenReport } from '#shared/contracts/stolen.ts';
import type { StolenHold } from '#shared/contracts/stolen-holds.ts';
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

/** Items (and their listings) a published stolen report holds from the public. */
export function useStolenHolds() {
  return useQuery({
    queryKey: ['admin', 'stolen', 'holds'],
    queryFn: ({ signal }) => api<StolenHold[]>('admin/stolen-holds/', { signal }),
    staleTime: 0,
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<StolenHold>(`admin/stolen-holds/${id}/release/`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stolen', 'holds'] });
      void queryClient.invalidateQueries({ queryKey: ['gears'] });
    },
  });
}
