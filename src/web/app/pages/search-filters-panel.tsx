// The search page's filters: the form on the left (above the results on phones, where it folds
// away behind a button that counts the active filters).
import { useTranslation } from 'react-i18next';
import { toQueryString } from '#web/lib/api-client.ts';
import { FilterForm } from '#web/features/search/components/filter-form.tsx';
import type { Filters } from '#web/features/search/search-query.ts';

type Props = {
  filters: Filters;
  open: boolean;
  onToggle: () => void;
  onSearch: (next: Filters) => void;
};

export function SearchFiltersPanel({ filters, open, onToggle, onSearch }: Props) {
  const { t } = useTranslation();
  const active = Object.values(filters).filter(Boolean).length;
  return (
    <aside
      aria-labelledby="search-filters"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      {/* On phones the form folds away so the results are not pushed off the screen. */}
      <h2 id="search-filters" className="text-lg font-semibold">
        <span className="hidden lg:inline">{t('searchPage.filters')}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="search-filter-form"
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-2 rounded-lg text-left lg:hidden"
        >
          {active ? t('searchPage.filtersActive', { count: active }) : t('searchPage.filters')}
          <svg
            aria-hidden
            viewBox="0 0 20 20"
            className={`size-5 transition ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </h2>
      <div id="search-filter-form" className={`mt-4 ${open ? '' : 'hidden lg:block'}`}>
        {/* A new URL (the header bar, back button, clearing) starts the form over from it. */}
        <FilterForm key={toQueryString(filters)} initial={filters} onSearch={onSearch} />
      </div>
    </aside>
  );
}
