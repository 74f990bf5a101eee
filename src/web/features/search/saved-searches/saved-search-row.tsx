// One saved search on the dashboard: its link (opening it marks its new matches seen), what it
// looks for, its count of new matches, rename, alert frequency, price-drop mails and delete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearch } from '#shared/contracts/saved-searches.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { TextField } from '#web/components/ui/form/field.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { useSeenSavedSearch, useUpdateSavedSearch } from './api/saved-searches.ts';
import { FrequencySelect } from './save-search-form.tsx';
import { useSearchSummary } from './search-summary.ts';

export function SavedSearchRow({
  search,
  onDelete,
}: {
  search: SavedSearch;
  onDelete: (search: SavedSearch) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  const updateError = useFailureText(update.error);
  const seen = useSeenSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const summary = useSearchSummary(search.query);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/search${search.query ? `?${search.query}` : ''}`}
          onClick={() => seen.mutate(search.id)}
          className="font-semibold break-words text-accent-800 underline"
        >
          {search.name}
        </Link>
        {summary && <p className="w-full text-sm text-stone-600">{summary}</p>}
        {search.new_count > 0 && (
          <span className="rounded-full bg-accent-700 px-2 py-0.5 text-sm font-semibold text-white">
            {t('savedSearches.newCount', { count: search.new_count })}
          </span>
        )}
      </div>
      {renaming ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ id: search.id, name }, { onSuccess: () => setRenaming(false) });
          }}
        >
          <TextField
            label={t('savedSearches.name')}
            value={name}
            maxLength={100}
            required
            onChange={(event) => setName(event.target.value)}
            error={update.error ? updateError : undefined}
            className="flex-1"
          />
          <Button type="submit" disabled={update.isPending}>
            {t('savedSearches.saveName')}
          </Button>
          <Button variant="secondary" onClick={() => setRenaming(false)}>
            {t('savedSearches.cancel')}
          </Button>
        </form>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <FrequencySelect
          label={t('savedSearches.frequencyOf', { name: search.name })}
          value={search.frequency}
          onChange={(frequency) => update.mutate({ id: search.id, frequency })}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={search.price_drops}
            disabled={update.isPending}
            aria-label={t('savedSearches.priceDropsOf', { name: search.name })}
            onChange={(event) =>
              update.mutate({ id: search.id, price_drops: event.target.checked })
            }
          />
          {t('savedSearches.priceDrops')}
        </label>
        {!renaming && (
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {t('savedSearches.rename')}
          </Button>
        )}
        <Button
          variant="danger-outline"
          aria-label={t('savedSearches.deleteOf', { name: search.name })}
          onClick={() => onDelete(search)}
        >
          {t('savedSearches.delete')}
        </Button>
      </div>
    </li>
  );
}
