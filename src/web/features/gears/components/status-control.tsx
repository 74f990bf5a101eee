// The seller's lifecycle buttons: mark a listing sold, archive it, or make it active again. The
// change is a PUT gears/{id}/ with the listing's own fields and the new status (the edit form's
// body), so nothing else about the listing changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GEAR_STATUSES, type GearStatus } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { formToBody, gearToForm } from '../../listing/gear-form-values.ts';
import { useGearTypes } from '../api/gear-types.ts';
import { gearKeys } from '../api/gears.ts';

const ACTION: Record<GearStatus, string> = {
  sold: 'lifecycle.markSold',
  archived: 'lifecycle.archive',
  active: 'lifecycle.reactivate',
};
const DONE: Record<GearStatus, string> = {
  sold: 'lifecycle.markedSold',
  archived: 'lifecycle.archived',
  active: 'lifecycle.reactivated',
};

/** `named` puts the gear's name in each button's accessible name (a list of several rows). */
export function StatusControl({ gear, named = false }: { gear: Gear; named?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: types } = useGearTypes();
  const type = types?.find((x) => x.id === gear.gear_type);
  const change = useMutation({
    mutationFn: (status: GearStatus) =>
      api<Gear>(`gears/${gear.id}/`, {
        method: 'PUT',
        body: formToBody({ ...gearToForm(gear), status }, type!, true),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(gearKeys.detail(saved.id), saved);
      toast.success(t(DONE[saved.status], { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: gearKeys.all });
    },
    onError: (error) => toast.error(t('lifecycle.failed', { message: error.message })),
  });

  return (
    <div role="group" aria-label={t('lifecycle.group')} className="flex flex-wrap gap-2">
      {GEAR_STATUSES.filter((status) => status !== gear.status).map((status) => (
        <button
          key={status}
          type="button"
          disabled={!type || change.isPending}
          onClick={() => change.mutate(status)}
          aria-label={named ? t(`${ACTION[status]}Of`, { name: gear.name }) : undefined}
          className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60"
        >
          {t(ACTION[status])}
        </button>
      ))}
    </div>
  );
}
