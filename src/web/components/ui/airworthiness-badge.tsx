// The gear card's one short airworthiness badge (the item's status): "Check valid until …",
// "Check due", "Check overdue", or "No check recorded"; never more than the data says.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '#shared/passport/status.ts';
import { formatDate } from '#web/lib/format-dates.ts';

const TONES = {
  valid: 'bg-emerald-100 text-emerald-900',
  due: 'bg-amber-100 text-amber-900',
  overdue: 'bg-red-100 text-red-900',
  none: 'bg-stone-100 text-stone-700',
} as const;

/** The short text of a status, shared by the card and the passport. */
export function useAirworthinessText() {
  const { t, i18n } = useTranslation();
  return (status: ItemStatus) => airworthinessText(status, t, i18n.language);
}

export function airworthinessText(status: ItemStatus, t: TFunction, language: string) {
  if (status.lifespan_exceeded) return t('passport.status.lifespan');
  if (status.repack === 'overdue' || status.repack === 'none')
    return t('passport.status.repackDue');
  if (status.check === 'valid' && status.valid_until)
    return t('passport.status.validUntil', { date: formatDate(status.valid_until, language) });
  return t(`passport.status.${status.check}`);
}

export function AirworthinessBadge({ status }: { status: ItemStatus }) {
  const { t, i18n } = useTranslation();
  return airworthinessBadge(status, t, i18n.language);
}

/** The badge as the card writes it, with the list's `t` (no hook per card). */
export function airworthinessBadge(status: ItemStatus, t: TFunction, language: string) {
  const tone =
    status.lifespan_exceeded || status.repack === 'overdue' ? TONES.overdue : TONES[status.check];
  return <span className={`badge ${tone}`}>{airworthinessText(status, t, language)}</span>;
}
