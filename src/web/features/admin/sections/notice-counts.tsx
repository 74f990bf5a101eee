// What a notice reached: listings and passport items matched, and how many of them recorded the
// fix (a passport record linking the notice).
import { useTranslation } from 'react-i18next';
import type { Notice } from '#shared/contracts/safety-notices.ts';

export function NoticeCountsLine({ notice: { matched, fixed } }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm font-medium text-stone-800">
      {t('admin.notices.matched', { listings: matched.listings, items: matched.items })}
      {' · '}
      {t('admin.notices.fixed', { listings: fixed.listings, items: fixed.items })}
    </p>
  );
}
