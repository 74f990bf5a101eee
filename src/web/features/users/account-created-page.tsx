import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title.tsx';

/** /account_created: the registration success message with a way to log in. */
export function AccountCreatedPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.created.title'));
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{t('account.created.title')}</h1>
      <p className="mt-3 text-stone-700">{t('account.created.text')}</p>
      <Link
        to="/auth"
        className="mt-6 inline-block rounded-lg bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800"
      >
        {t('account.created.login')}
      </Link>
    </div>
  );
}
