// The search page: its results, read from the URL's filters, sort and page, with the filter
// panel, the save-search form, the sort and the pages; a change of any of them is a new URL.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toQueryString } from '#web/lib/api-client.ts';
import { GearGrid } from '#web/features/gears/components/gear-grid.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { SaveSearchForm } from '#web/features/search/saved-searches/save-search-form.tsx';
import {
  filtersFromParams,
  searchQuery,
  sortFromParams,
  useGearSearch,
  type Filters,
  type Sort,
} from '#web/features/search/search-query.ts';
import { SearchFiltersPanel } from './search-filters-panel.tsx';
import { SearchSortSelect } from './search-sort-select.tsx';

/** Search results with a filter form on the left (above the results on phones). */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const sort = sortFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, isFetching, error, refetch } = useGearSearch(searchQuery(filters, sort, page));
  const heading = filters.name
    ? t('searchPage.titleFor', { name: filters.name })
    : t('searchPage.title');
  usePageTitle(heading, t('seo.searchDescription'));

  useEffect(() => {
    // A search error is only logged: the page itself shows what went wrong.
    if (error) console.error('Search failed', error);
  }, [error]);

  const go = (next: Filters, nextSort: Sort = sort, nextPage = 1) => {
    const query = toQueryString({
      ...next,
      sort: nextSort === 'newest' ? '' : nextSort,
      page: nextPage > 1 ? nextPage : '',
    });
    setParams(new URLSearchParams(query));
    setFiltersOpen(false);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold break-words">{heading}</h1>
        {data && data.total > 0 && !isFetching && (
          <p className="text-stone-600">
            {t(data.capped ? 'searchPage.countMore' : 'searchPage.count', { count: data.total })}
          </p>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[17rem_1fr] lg:items-start">
        <SearchFiltersPanel
          filters={filters}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          onSearch={(next) => go(next, next.takeoff_weight && sort === 'newest' ? 'fit' : sort)}
        />
        <section aria-label={t('searchPage.results')}>
          <SaveSearchForm
            query={toQueryString({ ...searchQuery(filters, 'newest', 1) }).slice(1)}
            suggestedName={filters.name || filters.brand || filters.model || heading}
          />
          <SearchSortSelect
            sort={sort}
            weighted={Boolean(filters.takeoff_weight)}
            onSort={(next) => go(filters, next)}
          />
          {isFetching ? (
            <Spinner label={t('searchPage.searching')} />
          ) : data && !error && data.items.length === 0 ? (
            <EmptyState title={t('searchPage.empty')}>
              <p>{t('searchPage.wantedHint')}</p>
              <Link
                to="/requestgear"
                className="mt-3 inline-block rounded-lg border border-accent-700 px-4 py-2 font-medium text-accent-800 hover:bg-accent-50"
              >
                {t('searchPage.wantedLink')}
              </Link>
            </EmptyState>
          ) : (
            <GearGrid
              gears={data?.items}
              isPending={false}
              error={error}
              emptyText={t('searchPage.empty')}
              onRetry={() => void refetch()}
            />
          )}
          {data && !isFetching && (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE_DEFAULT}
              total={data.total}
              capped={data.capped}
              onPage={(next) => go(filters, sort, next)}
            />
          )}
        </section>
      </div>
    </>
  );
}
