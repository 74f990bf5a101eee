// The seller's lifecycle buttons: mark a listing sold, archive it, or make it active again.
import { useTranslation } from 'react-i18next';
import { GEAR_STATUSES, type GearStatus } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useGearTypes } from '#web/lib/gear-types.ts';
import { useChangeGearStatus } from '#web/features/gears/api/gear-writes.ts';

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
  const { data: types } = useGearTypes();
  const type = types?.find((x) => x.id === gear.gear_type);
  const change = useChangeGearStatus(gear, type);
  const onChange = (status: GearStatus) =>
    change.mutate(status, {
      onSuccess: (saved) =>
        toast.success(
          t(DONE[saved.status === 'reserved' ? 'active' : saved.status], { name: saved.name }),
        ),
      onError: (error) => toast.error(t('lifecycle.failed', { message: error.message })),
    });

  return (
    <div role="group" aria-label={t('lifecycle.group')} className="flex flex-wrap gap-2">
      {GEAR_STATUSES.filter((status) => status !== gear.status).map((status) => (
        <button
          key={status}
          type="button"
          disabled={!type || change.isPending}
          onClick={() => onChange(status)}
          aria-label={named ? t(`${ACTION[status]}Of`, { name: gear.name }) : undefined}
          className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60"
        >
          {t(ACTION[status])}
        </button>
      ))}
    </div>
  );
}
