import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { useGearList } from './api/gears.ts';
import { GearGrid } from './components/gear-grid.tsx';
import { HOME_QUERY } from './home-loader.ts';

/** Home: the first 4 gears and a see-gears button to /gears. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'), t('home.description'));
  const { data, isPending, error, refetch } = useGearList(HOME_QUERY);
  return (
    <>
      <section className="mb-10 overflow-hidden rounded-2xl bg-gradient-to-br from-accent-800 to-sky-700 px-6 py-12 text-white sm:px-10">
        <h1 className="max-w-2xl text-3xl font-bold sm:text-4xl">{t('home.heading')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{t('home.intro')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/gears"
            className="rounded-lg bg-white px-5 py-3 font-semibold text-accent-800 hover:bg-accent-50"
          >
            {t('home.seeGears')}
          </Link>
          <Link
            to="/addgear"
            className="rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('layout.sell')}
          </Link>
        </div>
      </section>
      <h2 className="mb-4 text-2xl font-semibold">{t('home.latest')}</h2>
      <GearGrid
        gears={data?.items}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
      />
      <div className="mt-8 text-center">
        <Link to="/gears" className={buttonClass({ size: 'lg', className: 'inline-block' })}>
          {t('home.seeGears')}
        </Link>
      </div>
    </>
  );
}
