import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';

/** /register_failed: the failure message, Try Again (/signup) and Contact Us (/About-us). */
export function RegisterFailedPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.failedPage.title'));
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{t('account.failedPage.title')}</h1>
      <p className="mt-3 text-stone-700">{t('account.failedPage.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/signup" className={buttonClass({ size: 'lg' })}>
          {t('account.failedPage.tryAgain')}
        </Link>
        {/* Old links spell it /About-us; routes match ignoring case. */}
        <Link
          to="/About-us"
          className="rounded-lg border border-stone-300 px-6 py-2.5 font-semibold hover:bg-stone-100"
        >
          {t('account.failedPage.contact')}
        </Link>
      </div>
    </div>
  );
}
