import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { NotFound } from '#web/components/not-found.tsx';

/**
 * Shown when a page fails to load (e.g. a new deploy replaced the chunk) or throws; a loader's
 * 404 (a listing that does not exist) is the not-found page. A section: a page's error shows
 * inside the layout's main.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = useFailureText(error ?? '');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('errors.pageFailed')}</h1>
      <p className="mt-3 text-stone-600">{t('errors.loadFailed', { message })}</p>
      <div className="mt-6 flex justify-center gap-4">
        <button type="button" onClick={() => location.reload()} className={buttonClass()}>
          {t('common.retry')}
        </button>
        <Link to="/" className="rounded-lg border border-stone-300 px-4 py-2">
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
