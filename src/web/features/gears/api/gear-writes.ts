// Every write to a gear and its pictures. Each one ends in useGearsChanged, so lists, searches
// and the detail page all learn of it the same way.
import { useMutation } from '@tanstack/react-query';
import type { GearStatus } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { GearWriteInput } from '#shared/contracts/gear-write.ts';
import type { Gear, Picture } from '#shared/contracts/gears.ts';
import { api } from '#web/lib/api-client.ts';
import { useGearsChanged } from '#web/lib/gear-cache.ts';

/** POST gears/ (create) or PUT gears/{id}/ (edit); the answer carries the gear's `id`. */
export function useSaveGear(gearId?: string) {
  const changed = useGearsChanged();
  return useMutation({
    mutationFn: (body: GearWriteInput) =>
      gearId
        ? api<Gear>(`gears/${gearId}/`, { method: 'PUT', body })
        : api<Gear>('gears/', { method: 'POST', body }),
    // The form moves on to the photos and the detail page, which load what they show.
    onSuccess: (gear) => changed(gear, { refetch: false }),
  });
}

/**
 * A new status through PUT gears/{id}/ with the listing's own fields (the edit form's body), so
 * nothing else about the listing changes; only the type's properties go along.
 */
export function useChangeGearStatus(gear: Gear, type: GearType | undefined) {
  const changed = useGearsChanged();
  return useMutation({
    mutationFn: (status: GearStatus) => {
      const names = new Set(type?.extra_properties.map((p) => p.name));
      const properties = Object.fromEntries(
        Object.entries(gear.properties).filter(([name, value]) => names.has(name) && value !== ''),
      );
      const { name, brand, model, price, currency, gear_type, description } = gear;
      const body = { name, brand, model, price, currency, gear_type, description, properties };
      return api<Gear>(`gears/${gear.id}/`, { method: 'PUT', body: { ...body, status } });
    },
    onSuccess: (saved) => changed(saved),
  });
}

/** A draft goes public (POST gears/{id}/publish/): the add form's last step. */
export function usePublishGear() {
  const changed = useGearsChanged();
  return useMutation({
    mutationFn: (id: string) => api<Gear>(`gears/${id}/publish/`, { method: 'POST' }),
    onSuccess: (gear) => changed(gear),
  });
}

/** A draft copy of a listing, without photos (POST gears/{id}/duplicate/). */
export function useDuplicateGear() {
  const changed = useGearsChanged();
  return useMutation({
    mutationFn: (id: string) => api<Gear>(`gears/${id}/duplicate/`, { method: 'POST' }),
    onSuccess: (gear) => changed(gear),
  });
}

export function useDeleteGear() {
  const changed = useGearsChanged();
  return useMutation({
    mutationFn: (gear: Gear) => api(`gears/${gear.id}/`, { method: 'DELETE' }),
    onSuccess: () => changed(),
  });
}

/** Pictures changed (upload, delete, order): every list and the detail show them. */
export function useRefreshGear() {
  const changed = useGearsChanged();
  return () => changed();
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
