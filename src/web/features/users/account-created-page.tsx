import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';

/** /account_created: the registration success message with a way to log in. */
export function AccountCreatedPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.created.title'));
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{t('account.created.title')}</h1>
      <p className="mt-3 text-stone-700">{t('account.created.text')}</p>
      <Link to="/auth" className={buttonClass({ size: 'lg', className: 'mt-6 inline-block' })}>
        {t('account.created.login')}
      </Link>
    </div>
  );
}
