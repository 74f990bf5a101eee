// What a notice reached: listings and passport items matched, and how many recorded the fix.
// The list may carry the counts; otherwise the notice's own read does.
import { useTranslation } from 'react-i18next';
import type { Notice } from '#web/lib/notice-types.ts';
import { useNoticeCounts } from '#web/features/admin/api/notices.ts';

export function NoticeCountsLine({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const read = useNoticeCounts(notice.id, !notice.matched);
  const matched = notice.matched ?? read.data?.matched;
  if (!matched) return null;
  return (
    <p className="text-sm font-medium text-stone-800">
      {t('admin.notices.matched', { count: matched.listings, items: matched.items })}
      {matched.fixed !== undefined && ` · ${t('admin.notices.fixed', { count: matched.fixed })}`}
    </p>
  );
}
