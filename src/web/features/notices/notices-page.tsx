// /notices: the safety notices and airworthiness directives in force, each with what it covers,
// and their Atom feed (linked in the head for feed readers, and on the page for people).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/paths.ts';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '#web/components/ui/list-state.tsx';
import { NoticeSummary } from '#web/components/ui/notice-summary.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { NOTICES_PAGE_SIZE, noticesQuery } from './api/queries.ts';

export const NOTICES_FEED = '/feeds/notices.atom';

export function NoticesPage() {
  const { t } = useTranslation();
  usePageTitle(t('notices.title'), t('notices.intro'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const notices = useQuery(noticesQuery(page));
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <link
        rel="alternate"
        type="application/atom+xml"
        title={t('notices.feed')}
        href={NOTICES_FEED}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('notices.title')}</h1>
        <p className="text-stone-700">{t('notices.intro')}</p>
        <p>
          <a href={NOTICES_FEED} className="font-medium text-accent-800 underline">
            {t('notices.feed')}
          </a>
        </p>
      </header>
      <section aria-labelledby="notices-list">
        <h2 id="notices-list" className="sr-only">
          {t('notices.listHeading')}
        </h2>
        <ListState
          isPending={notices.isPending}
          error={notices.error}
          items={notices.data?.items}
          emptyTitle={t('notices.none')}
          onRetry={() => void notices.refetch()}
        >
          {(items) => (
            <ul className="flex flex-col gap-4">
              {items.map((notice) => (
                <li key={notice.id} className="rounded-xl border border-stone-200 bg-white p-4">
                  <NoticeSummary
                    notice={notice}
                    showScope
                    titleLink={(title) => (
                      <Link to={paths.notice(notice.id)} className="hover:underline">
                        {title}
                      </Link>
                    )}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListState>
        {notices.data && (
          <Pagination
            page={page}
            pageSize={NOTICES_PAGE_SIZE}
            total={notices.data.total}
            onPage={(next) => setParams({ page: String(next) })}
          />
        )}
      </section>
    </article>
  );
}
