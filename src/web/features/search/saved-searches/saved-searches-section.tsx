// "Saved searches" on the dashboard: each search with its new matches since the last visit
// (opening it marks them seen), its alert frequency ("off" pauses it), whether its mails also
// tell of price drops, rename and delete after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '#shared/contracts/saved-searches.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useDeleteSavedSearch, useSavedSearches } from './api/saved-searches.ts';
import { SavedSearchRow } from './saved-search-row.tsx';

export function SavedSearchesSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, isPending, error, refetch } = useSavedSearches();
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const remove = useDeleteSavedSearch();

  return (
    <section aria-labelledby="saved-searches" className="mt-12">
      <h2 id="saved-searches" className="mb-3 text-xl font-semibold">
        {t('savedSearches.title')}
      </h2>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : !data.length ? (
        <EmptyState title={t('savedSearches.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((search) => (
            <SavedSearchRow key={search.id} search={search} onDelete={setToDelete} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('savedSearches.confirmTitle')}
        message={t('savedSearches.confirmText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('savedSearches.delete')}
        cancelLabel={t('savedSearches.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => toast.success(t('savedSearches.deleted')),
            onError: (failure) => void failureText(failure, t).then(toast.error),
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
