// "My wanted items" on the dashboard: the user's requests of any status, each deletable after a
// confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WantedItem } from '#shared/contracts/wanted.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { myWantedQuery } from './api/queries.ts';
import { useDeleteWanted, useWantedList } from './api/wanted.ts';
import { WantedCard } from './wanted-card.tsx';

export function MyWantedSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const toast = useToast();
  const { data, isPending, error, refetch } = useWantedList(myWantedQuery(user!.id));
  const [toDelete, setToDelete] = useState<WantedItem | null>(null);
  const remove = useDeleteWanted();

  return (
    <section aria-labelledby="my-wanted" className="mt-12">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-wanted" className="text-xl font-semibold">
          {t('wanted.mine')}
        </h2>
        <Link to="/requestgear" className="font-medium text-accent-800 underline">
          {t('wanted.requestLink')}
        </Link>
      </div>
      <ListState
        isPending={isPending}
        error={error}
        items={data?.items}
        emptyTitle={t('wanted.mineEmpty')}
        onRetry={() => void refetch()}
      >
        {(items) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <WantedCard item={item}>
                  <button
                    type="button"
                    onClick={() => setToDelete(item)}
                    aria-label={t('wanted.deleteOf', {
                      description: item.description.slice(0, 60),
                    })}
                    className="mt-2 rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50"
                  >
                    {t('wanted.delete')}
                  </button>
                </WantedCard>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('wanted.confirmTitle')}
        message={t('wanted.confirmText')}
        confirmLabel={t('wanted.delete')}
        cancelLabel={t('wanted.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete.id, {
            onSuccess: () => toast.success(t('wanted.deleted')),
            onError: (failure) =>
              void failureText(failure, t).then((message) =>
                toast.error(t('wanted.deleteFailed', { message })),
              ),
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
