// The gear queries' cache keys and the one way to say gears changed. Certificates and staff
// moderation change what gear queries show too, so this lives below the features.
import { useQueryClient } from '@tanstack/react-query';
import type { Gear } from '#shared/contracts/gears.ts';

export type GearQuery = Record<string, string | number | boolean | undefined>;

export const gearKeys = {
  all: ['gears'] as const,
  list: (query: GearQuery) => ['gears', 'list', query] as const,
  detail: (id: string) => ['gears', 'detail', id] as const,
};

/**
 * The one way to say gears changed: a saved gear goes straight into its detail query, and every
 * gear query (lists, searches, details) goes stale. `refetch: false` leaves the refetch to the
 * next page that shows them (a form that navigates away right after saving).
 */
export function useGearsChanged() {
  const queryClient = useQueryClient();
  return async (saved?: Gear, { refetch = true } = {}) => {
    if (saved) queryClient.setQueryData(gearKeys.detail(saved.id), saved);
    await queryClient.invalidateQueries({
      queryKey: gearKeys.all,
      refetchType: refetch ? 'active' : 'none',
    });
  };
}
