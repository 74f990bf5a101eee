// Staff side of "deal safely": how many messages carried a warning, and the stolen-gear reports
// waiting for review (publish or reject), and the holds they put on matching items (release).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StolenReport } from '#shared/contracts/stolen.ts';
import type { StolenHold } from '#shared/contracts/stolen-holds.ts';
import { api } from '#web/lib/api-client.ts';
import { adminQueries } from './queries.ts';

export const useWarningCounts = () => useQuery(adminQueries.warningCounts());
export const usePendingStolen = () => useQuery(adminQueries.pendingStolen());

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

export const useRatingReports = () => useQuery(adminQueries.ratingReports());

/** Items (and their listings) a published stolen report holds from the public. */
export const useStolenHolds = () => useQuery(adminQueries.stolenHolds());

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
