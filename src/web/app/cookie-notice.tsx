import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_CONSENT_KEY, COOKIE_NOTICE_DELAY_MS } from '#shared/constants.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';

const accepted = () => {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Appears 5 s after the first visit and stays until accepted. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (accepted()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    setVisible(false);
  };
  return (
    <section
      aria-label={t('cookies.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-stone-700">{t('cookies.text')}</p>
        <button
          type="button"
          onClick={accept}
          className={buttonClass({ size: 'sm', className: 'shrink-0' })}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
