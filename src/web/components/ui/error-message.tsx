import { useTranslation } from 'react-i18next';

/** The one data-load failure text: 'Error: {message}'. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="my-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{t('errors.loadFailed', { message })}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 font-medium underline">
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
