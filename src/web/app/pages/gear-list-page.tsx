import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { useGearList } from '#web/features/gears/api/gears.ts';
import { GearGrid } from '#web/features/gears/components/gear-grid.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SaveSearchForm } from '#web/features/search/saved-searches/save-search-form.tsx';
import { CategoryFitForm } from '#web/features/search/components/category-fit-form.tsx';
import { gearListPageQuery, gearListSearch } from '#web/features/search/gear-list-query.ts';
import { toQueryString } from '#web/lib/api-client.ts';

/**
 * All gears (or one category's when `gearTypeId` is given), paged through ?page=. A category
 * with weight ranges (`fit`) is searched by take-off weight and class too, best fit first.
 */
export function GearListPage({
  gearTypeId,
  title,
  description,
  fit = false,
}: {
  gearTypeId?: string;
  title?: string;
  description?: string;
  fit?: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const heading = title ?? t('gears.allTitle');
  usePageTitle(heading, description ?? t('seo.gearsDescription'));
  const { page, search, fitQuery } = gearListSearch(params, fit);
  const { data, isPending, error, refetch } = useGearList(
    gearListPageQuery(params, { gearTypeId, fit }),
  );
  const goTo = (next: number, nextSearch = search) => {
    const query = toQueryString({ ...nextSearch, page: next > 1 ? next : '' });
    setParams(new URLSearchParams(query));
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{heading}</h1>
        {/* An h2 so the cards' h3 titles do not skip a heading level. */}
        {data && (
          <h2 className="text-base font-normal text-stone-600">
            {t(data.capped ? 'gears.countMore' : 'gears.count', { count: data.total })}
          </h2>
        )}
      </div>
      {fit && (
        <CategoryFitForm
          key={toQueryString(search)}
          {...search}
          onSearch={(next) => goTo(1, next)}
        />
      )}
      <SaveSearchForm
        query={toQueryString({ gear_type: gearTypeId, ...fitQuery }).slice(1)}
        suggestedName={heading}
      />
      <GearGrid
        gears={data?.items}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
      />
      {data && (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE_DEFAULT}
          total={data.total}
          capped={data.capped}
          onPage={goTo}
        />
      )}
    </>
  );
}
