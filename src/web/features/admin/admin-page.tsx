import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title.tsx';

/** The spec's placeholder admin screen; the administration tools come in a later issue. */
export function AdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <p className="mt-3 text-stone-700">{t('admin.text')}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-accent-700 px-5 py-2 font-medium text-white hover:bg-accent-800"
      >
        {t('common.home')}
      </Link>
    </section>
  );
}
