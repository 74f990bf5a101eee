// The gear card's one safety-notice badge: the worst severity among the listing's open notices
// (a listing under a grounding notice and an information one shows "do not fly" alone).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NoticeCounts, NoticeSeverity as Severity } from '#shared/contracts/safety-notices.ts';

/**
 * Worst first. The contract's own list is not imported: its module brings zod, which the home
 * route's first screen (where cards are) does not load.
 */
export const SEVERITIES = ['grounding', 'action', 'info'] as const satisfies readonly Severity[];

/** The worst severity with an open match, or null when the listing has none. */
export const worstSeverity = (counts: NoticeCounts | null | undefined): Severity | null =>
  SEVERITIES.find((severity) => (counts?.[severity] ?? 0) > 0) ?? null;

export const SEVERITY_TONES: Record<Severity, string> = {
  grounding: 'bg-red-700 text-white',
  action: 'bg-amber-100 text-amber-950',
  info: 'bg-sky-100 text-sky-950',
};

export function NoticeBadge({ counts }: { counts: NoticeCounts | null | undefined }) {
  const { t } = useTranslation();
  return noticeBadge(counts, t);
}

/** The badge as the card writes it, with the list's `t` (no hook per card). */
export function noticeBadge(counts: NoticeCounts | null | undefined, t: TFunction) {
  const severity = worstSeverity(counts);
  if (!severity) return null;
  return (
    <span className={`badge ${SEVERITY_TONES[severity]}`}>
      <span aria-hidden>{severity === 'info' ? 'ⓘ ' : '⚠ '}</span>
      {/* Short on the card (two of them side by side on a phone); said in full to screen readers. */}
      {severity !== 'info' && <span className="sr-only">{t('notices.badge.info')}: </span>}
      {t(`notices.badge.${severity}`)}
    </span>
  );
}
