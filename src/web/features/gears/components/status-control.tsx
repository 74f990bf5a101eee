// The seller's lifecycle buttons: publish a draft, mark a listing sold, archive it, make it
// active again, or duplicate it into a new draft (then edited). Selling and archiving ask first:
// a sale ends the offers and hands the passport to a reserved buyer, and archiving hides the
// listing; on a phone the row's buttons sit a mis-tap apart.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import type { GearStatus } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useGearTypes } from '#web/lib/gear-types.ts';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { useChangeGearStatus, useDuplicateGear } from '#web/features/gears/api/gear-writes.ts';

// A listing goes back to being a draft only by duplicating it: `draft` is no button's target.
type Target = Exclude<GearStatus, 'draft'>;
const TARGETS: Target[] = ['active', 'sold', 'archived'];
const ACTION: Record<Target, string> = {
  sold: 'lifecycle.markSold',
  archived: 'lifecycle.archive',
  active: 'lifecycle.reactivate',
};
const DONE: Record<Target, string> = {
  sold: 'lifecycle.markedSold',
  archived: 'lifecycle.archived',
  active: 'lifecycle.reactivated',
};
const CONFIRM: Partial<Record<Target, string>> = {
  sold: 'lifecycle.confirmSold',
  archived: 'lifecycle.confirmArchive',
};
/** A draft's way to `active` is publishing it. */
const actionOf = (gear: Gear, status: Target) =>
  gear.status === 'draft' && status === 'active' ? 'lifecycle.publish' : ACTION[status];

/** `named` puts the gear's name in each button's accessible name (a list of several rows). */
export function StatusControl({ gear, named = false }: { gear: Gear; named?: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: types } = useGearTypes();
  const type = types?.find((x) => x.id === gear.gear_type);
  const change = useChangeGearStatus(gear, type);
  const duplicate = useDuplicateGear();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Target | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Focus goes back to the button that asked (if the change went through it is gone).
  const close = () => {
    setAsking(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  const onChange = (status: Target) =>
    change.mutate(status, {
      onSettled: close,
      onSuccess: (saved) =>
        toast.success(
          t(gear.status === 'draft' && status === 'active' ? 'lifecycle.published' : DONE[status], {
            name: saved.name,
          }),
        ),
      onError: (error) =>
        void failureText(error, t).then((message) =>
          toast.error(t('lifecycle.failed', { message })),
        ),
    });

  return (
    <div role="group" aria-label={t('lifecycle.group')} className="flex flex-wrap gap-2">
      {TARGETS.filter((status) => status !== gear.status).map((status) => (
        <button
          key={status}
          type="button"
          disabled={!type || change.isPending}
          onClick={(event) => {
            opener.current = event.currentTarget;
            if (CONFIRM[status]) setAsking(status);
            else onChange(status);
          }}
          aria-label={named ? t(`${actionOf(gear, status)}Of`, { name: gear.name }) : undefined}
          className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60"
        >
          {t(actionOf(gear, status))}
        </button>
      ))}
      <button
        type="button"
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(gear.id, {
            onSuccess: (copy) => {
              toast.success(t('lifecycle.duplicated', { name: gear.name }));
              void navigate(paths.editGear(copy.id));
            },
            onError: (error) => void failureText(error, t).then(toast.error),
          })
        }
        aria-label={named ? t('lifecycle.duplicateOf', { name: gear.name }) : undefined}
        className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100 disabled:opacity-60"
      >
        {t('lifecycle.duplicate')}
      </button>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(CONFIRM[asking]!, { name: gear.name }) : ''}
        message={asking ? t(`${CONFIRM[asking]!}Explain`) : ''}
        confirmLabel={asking ? t(ACTION[asking]) : ''}
        cancelLabel={t('lifecycle.cancel')}
        busy={change.isPending}
        onConfirm={() => asking && onChange(asking)}
        onCancel={close}
      />
    </div>
  );
}
