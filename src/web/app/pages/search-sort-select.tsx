// How the search results are ordered: newest, by price, or by fit (offered only when a take-off
// weight is searched).
import { useTranslation } from 'react-i18next';
import { GEAR_SORTS } from '#shared/constants.ts';
import type { Sort } from '#web/features/search/search-query.ts';

const SORT_LABELS: Record<Sort, string> = {
  newest: 'searchPage.sortNewest',
  price_asc: 'searchPage.sortPriceAsc',
  price_desc: 'searchPage.sortPriceDesc',
  fit: 'searchPage.sortFit',
};

type Props = { sort: Sort; weighted: boolean; onSort: (sort: Sort) => void };

export function SearchSortSelect({ sort, weighted, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex justify-end">
      <label className="flex items-center gap-2 text-sm text-stone-700">
        {t('searchPage.sortBy')}
        <select
          value={sort}
          onChange={(event) => onSort(event.target.value as Sort)}
          className="min-w-0 rounded-lg border border-stone-300 bg-white px-3 py-2"
        >
          {GEAR_SORTS.filter((v) => v !== 'fit' || weighted).map((value) => (
            <option key={value} value={value}>
              {t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
