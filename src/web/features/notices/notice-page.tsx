// /notices/{id}: one safety notice, with its scope, as the feed's entries link to it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { NoticeSummary } from '#web/components/ui/notice-summary.tsx';
import { localText } from '#web/components/ui/notice-scope.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { noticeQuery } from './api/queries.ts';

export function NoticePage() {
  const { t, i18n } = useTranslation();
  const notice = useQuery(noticeQuery(useParams().id ?? ''));
  const data = notice.data;
  usePageTitle(
    data ? localText(data.title, i18n.language) : t('notices.title'),
    data ? localText(data.text, i18n.language) : undefined,
  );
  if (notice.isPending) return <Spinner />;
  if (notice.error || !data)
    return <ErrorMessage error={notice.error} onRetry={() => void notice.refetch()} />;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <p>
        <Link to="/notices" className="text-sm font-medium text-accent-800 underline">
          {t('notices.all')}
        </Link>
      </p>
      <NoticeSummary notice={data} heading="h1" showScope />
    </article>
  );
}
