import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/lib/follow-link.tsx';
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
      {/* Compact on a phone: the first listings must show on the first screen. */}
      <section className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-br from-accent-800 to-sky-700 px-5 py-5 text-white sm:mb-10 sm:px-10 sm:py-12">
        <h1 className="max-w-2xl text-2xl font-bold sm:text-4xl">{t('home.heading')}</h1>
        <p className="mt-4 hidden max-w-2xl text-lg text-white/90 sm:block">{t('home.intro')}</p>
        <div className="mt-4 flex flex-wrap gap-3 sm:mt-6">
          <AppLink
            to="/gears"
            className="rounded-lg bg-white px-4 py-2 font-semibold text-accent-800 hover:bg-accent-50 sm:px-5 sm:py-3"
          >
            {t('home.seeGears')}
          </AppLink>
          <AppLink
            to="/addgear"
            className="rounded-lg border border-white/70 px-4 py-2 font-semibold text-white hover:bg-white/10 sm:px-5 sm:py-3"
          >
            {t('layout.sell')}
          </AppLink>
        </div>
      </section>
      <h2 className="mb-3 text-xl font-semibold sm:mb-4 sm:text-2xl">{t('home.latest')}</h2>
      <GearGrid
        gears={data?.items}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
      />
      <div className="mt-8 text-center">
        <AppLink to="/gears" className={buttonClass({ size: 'lg', className: 'inline-block' })}>
          {t('home.seeGears')}
        </AppLink>
      </div>
    </>
  );
}
