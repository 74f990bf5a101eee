import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';

/** The cookie notice's bar (cookie-notice.tsx decides when it shows). */
export function CookieBar({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-stone-700">{t('cookies.text')}</p>
        <button
          type="button"
          onClick={onAccept}
          className={buttonClass({ size: 'sm', className: 'shrink-0' })}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
