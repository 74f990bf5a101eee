import { useTranslation } from 'react-i18next';
import { useFailureText } from './failure-text.ts';

/** The one data-load failure text: 'Error: {message}', the message in the page's language. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useFailureText(error);
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
