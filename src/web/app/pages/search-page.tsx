import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GEAR_SORTS, PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toQueryString } from '#web/lib/api-client.ts';
import { GearGrid } from '#web/features/gears/components/gear-grid.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { FilterForm } from '#web/features/search/components/filter-form.tsx';
import { SaveSearchForm } from '#web/features/search/saved-searches/save-search-form.tsx';
import {
  filtersFromParams,
  searchQuery,
  sortFromParams,
  useGearSearch,
  type Filters,
  type Sort,
} from '#web/features/search/search-query.ts';

const SORT_LABELS: Record<Sort, string> = {
  newest: 'searchPage.sortNewest',
  price_asc: 'searchPage.sortPriceAsc',
  price_desc: 'searchPage.sortPriceDesc',
  fit: 'searchPage.sortFit',
};

/** Search results with a filter form on the left (above the results on phones). */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const sort = sortFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const active = Object.values(filters).filter(Boolean).length;
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
        <aside
          aria-labelledby="search-filters"
          className="rounded-xl border border-stone-200 bg-white p-4"
        >
          {/* On phones the form folds away so the results are not pushed off the screen. */}
          <h2 id="search-filters" className="text-lg font-semibold">
            <span className="hidden lg:inline">{t('searchPage.filters')}</span>
            <button
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="search-filter-form"
              onClick={() => setFiltersOpen((open) => !open)}
              className="flex w-full items-center justify-between gap-2 rounded-lg text-left lg:hidden"
            >
              {active ? t('searchPage.filtersActive', { count: active }) : t('searchPage.filters')}
              <svg
                aria-hidden
                viewBox="0 0 20 20"
                className={`size-5 transition ${filtersOpen ? 'rotate-180' : ''}`}
                fill="currentColor"
              >
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </h2>
          <div id="search-filter-form" className={`mt-4 ${filtersOpen ? '' : 'hidden lg:block'}`}>
            {/* A new URL (the header bar, back button, clearing) starts the form over from it. */}
            <FilterForm
              key={toQueryString(filters)}
              initial={filters}
              onSearch={(next) => go(next, next.takeoff_weight && sort === 'newest' ? 'fit' : sort)}
            />
          </div>
        </aside>
        <section aria-label={t('searchPage.results')}>
          <SaveSearchForm
            query={toQueryString({ ...searchQuery(filters, 'newest', 1) }).slice(1)}
            suggestedName={filters.name || filters.brand || filters.model || heading}
          />
          <div className="mb-4 flex justify-end">
            <label className="flex items-center gap-2 text-sm text-stone-700">
              {t('searchPage.sortBy')}
              <select
                value={sort}
                onChange={(event) => go(filters, event.target.value as Sort)}
                className="min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2"
              >
                {GEAR_SORTS.filter((v) => v !== 'fit' || filters.takeoff_weight).map((value) => (
                  <option key={value} value={value}>
                    {t(SORT_LABELS[value])}
                  </option>
                ))}
              </select>
            </label>
          </div>
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
