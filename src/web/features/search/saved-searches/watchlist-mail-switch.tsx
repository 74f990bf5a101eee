// The profile's switch of the daily watchlist mail (price drops, sales and returns to sale of
// favourited listings): a labelled checkbox that saves at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchlistMails } from '#shared/contracts/saved-searches.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/lib/api-client.ts';
import { settingsCardClass, settingsHeadingClass } from '#web/components/ui/settings-card.ts';

const KEY = ['favourites', 'mails'] as const;

export function WatchlistMailSwitch() {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<WatchlistMails>('favourites/mails/', { signal }),
  });
  const save = useMutation({
    mutationFn: (body: WatchlistMails) =>
      api<WatchlistMails>('favourites/mails/', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast.success(t('savedSearches.watchlist.saved'));
    },
    onError: () => toast.error(t('account.failed')),
  });
  return (
    <div className={settingsCardClass} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={settingsHeadingClass}>
        {t('savedSearches.watchlist.title')}
      </h3>
      <label className="flex items-start gap-3 text-stone-800">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={data?.enabled ?? true}
          disabled={!data || save.isPending}
          onChange={(event) => save.mutate({ enabled: event.target.checked })}
        />
        {t('savedSearches.watchlist.label')}
      </label>
    </div>
  );
}
