import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title.tsx';

/** The spec's placeholder: certifiers are added by the Air Gear team (admin tools come later). */
export function AddCertifierPage() {
  const { t } = useTranslation();
  usePageTitle(t('certifiers.addTitle'));
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold">{t('certifiers.addTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('certifiers.addText')}</p>
      <p className="mt-3 text-stone-700">{t('certifiers.addContact')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/about-us"
          className="rounded-lg bg-accent-700 px-5 py-2 font-medium text-white hover:bg-accent-800"
        >
          {t('certifiers.contactUs')}
        </Link>
        <Link
          to="/certifiers"
          className="rounded-lg border border-stone-300 px-5 py-2 font-medium hover:bg-stone-100"
        >
          {t('certifiers.back')}
        </Link>
      </div>
    </section>
  );
}
