import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { useGearList } from './api/gears.ts';
import { GearGrid } from './components/gear-grid.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SaveSearchForm } from '#web/features/gears/saved-searches/save-search-form.tsx';

/** All gears (or one category's when `gearTypeId` is given), paged through ?page=. */
export function GearListPage({
  gearTypeId,
  title,
  description,
}: {
  gearTypeId?: string;
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const heading = title ?? t('gears.allTitle');
  usePageTitle(heading, description ?? t('seo.gearsDescription'));
  const { data, isPending, error, refetch } = useGearList({
    gear_type: gearTypeId,
    page,
    page_size: PAGE_SIZE_DEFAULT,
  });
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{heading}</h1>
        {/* An h2 so the cards' h3 titles do not skip a heading level. */}
        {data && (
          <h2 className="text-base font-normal text-stone-600">
            {t('gears.count', { count: data.total })}
          </h2>
        )}
      </div>
      <SaveSearchForm query={gearTypeId ? `gear_type=${gearTypeId}` : ''} suggestedName={heading} />
      <GearGrid
        gears={data?.items}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
      />
      {data && (
        <Pagination page={page} pageSize={PAGE_SIZE_DEFAULT} total={data.total} onPage={goTo} />
      )}
    </>
  );
}
