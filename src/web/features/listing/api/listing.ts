import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gear, GearWriteInput, Picture } from '#shared/contracts/gears.ts';
import { api } from '../../../lib/api-client.ts';
import { gearKeys } from '../../gears/api/gears.ts';

/** POST gears/ (create) or PUT gears/{id}/ (edit); the answer carries the gear's `id`. */
export function useSaveGear(gearId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GearWriteInput) =>
      gearId
        ? api<Gear>(`gears/${gearId}/`, { method: 'PUT', body })
        : api<Gear>('gears/', { method: 'POST', body }),
    onSuccess: async (gear) => {
      queryClient.setQueryData(gearKeys.detail(gear.id), gear);
      await queryClient.invalidateQueries({ queryKey: gearKeys.all, refetchType: 'none' });
    },
  });
}

/** Pictures changed (upload, delete, order): every list and the detail show them. */
export function useRefreshGear() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gearKeys.all });
}

export function useDeletePicture(gearId: string) {
  const refresh = useRefreshGear();
  return useMutation({
    mutationFn: (pictureId: string) =>
      api<unknown>(`gears/${gearId}/pictures/${pictureId}/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** PUT gears/{id}/pictures/order/ (beyond): the first picture is the cover. */
export function useReorderPictures(gearId: string) {
  const refresh = useRefreshGear();
  return useMutation({
    mutationFn: (pictureIds: string[]) =>
      api<Picture[]>(`gears/${gearId}/pictures/order/`, {
        method: 'PUT',
        body: { picture_ids: pictureIds },
      }),
    onSuccess: refresh,
  });
}
