import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './ui/form/button.tsx';
import { usePageTitle } from './ui/page-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-accent-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.text')}</p>
      {/* A listing sold or removed is the usual 404 (a search engine's old link): the others are
          a tap away. */}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/gears" className={buttonClass({ size: 'lg', className: 'inline-block' })}>
          {t('home.seeGears')}
        </Link>
        <Link
          to="/"
          className={buttonClass({ variant: 'secondary', size: 'lg', className: 'inline-block' })}
        >
          {t('common.home')}
        </Link>
      </div>
    </section>
  );
}
