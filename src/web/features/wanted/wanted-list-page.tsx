// /wanted: what buyers are looking for, so sellers see the demand. Public, newest first, paged.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { useWantedList } from './api/wanted.ts';
import { WantedCard } from './wanted-card.tsx';
import { wantedPageQuery } from './wanted-list-loader.ts';

export function WantedListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  usePageTitle(t('wanted.listTitle'), t('wanted.listIntro'));
  const { data, isPending, error, refetch } = useWantedList(wantedPageQuery(params));
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('wanted.listTitle')}</h1>
          <p className="mt-2 text-stone-700">{t('wanted.listIntro')}</p>
        </div>
        <Link
          to="/requestgear"
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('wanted.requestLink')}
        </Link>
      </div>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : !data.items.length ? (
        <EmptyState title={t('wanted.listEmpty')}>
          <Link to="/requestgear" className="font-medium text-accent-800 underline">
            {t('wanted.requestLink')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-stone-600">{t('wanted.count', { count: data.total })}</p>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <li key={item.id}>
                <WantedCard item={item}>
                  <Link to="/addgear" className={buttonClass({ className: 'mt-2' })}>
                    {t('wanted.sellIt')}
                  </Link>
                </WantedCard>
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} onPage={goTo} />
        </>
      )}
    </>
  );
}
