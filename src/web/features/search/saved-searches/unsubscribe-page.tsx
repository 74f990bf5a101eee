// /unsubscribe?token=…[&all=1]: the page of an alert mail's "stop" links. It asks before
// stopping (a link scanner opening the mail's links must not unsubscribe anybody); the
// one-click header of the mail posts to the API directly.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { useUnsubscribe } from './api/saved-searches.ts';

export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const all = params.get('all') === '1';
  const unsubscribe = useUnsubscribe();
  usePageTitle(t('savedSearches.unsubscribe.title'));

  return (
    <div className="mx-auto max-w-lg">
      <h1 className="mb-4 text-3xl font-bold">{t('savedSearches.unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status">
          {all ? t('savedSearches.unsubscribe.doneAll') : t('savedSearches.unsubscribe.done')}
        </p>
      ) : (
        <>
          <p className="mb-4">
            {all ? t('savedSearches.unsubscribe.askAll') : t('savedSearches.unsubscribe.ask')}
          </p>
          {unsubscribe.error && (
            <p role="alert" className="mb-4 font-medium text-red-700">
              {t('savedSearches.unsubscribe.invalid')}
            </p>
          )}
          <Button
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ token, all })}
          >
            {all ? t('savedSearches.unsubscribe.stopAll') : t('savedSearches.unsubscribe.stop')}
          </Button>
        </>
      )}
      <p className="mt-6">
        <Link to="/dashboard" className="font-medium text-accent-800 underline">
          {t('savedSearches.unsubscribe.manage')}
        </Link>
      </p>
    </div>
  );
}
