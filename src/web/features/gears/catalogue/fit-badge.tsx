import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Fit } from '#shared/contracts/gears.ts';

const STYLE: Record<Fit, string> = {
  low: 'bg-sky-100 text-sky-900',
  mid: 'bg-emerald-100 text-emerald-900',
  high: 'bg-amber-100 text-amber-900',
};

/** Where the pilot's weight sits in the gear's certified range (bottom, middle or top third). */
export function FitBadge({ fit }: { fit: Fit }) {
  const { t } = useTranslation();
  return fitBadge(fit, t);
}

/** The badge as the card writes it, with the list's `t` (no hook per card). */
export function fitBadge(fit: Fit, t: TFunction) {
  return (
    <span data-testid="fit-badge" className={`badge ${STYLE[fit]}`}>
      {t(`fit.${fit}`)}
    </span>
  );
}
