// /models/{id}: a catalogue model's page, rendered on the server: its sizes with their weight
// ranges and classes, what it sells for (the price guide, only from groups of 5 prices or more)
// and the gear listed as it (linked to one of its sizes, newest first).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '#web/lib/format-dates.ts';
import { gearListQuery } from '#web/features/gears/api/gears.ts';
import { catalogueModelQuery } from '#web/features/gears/catalogue/queries.ts';
import { GearGrid } from '#web/features/gears/components/gear-grid.tsx';
import { modelListingsQuery, modelPricesQuery } from '#web/features/prices/api.ts';
import { PriceChart } from '#web/features/prices/price-chart.tsx';

/** The page's reads are its loader's (model-loader.ts: an unknown model is a 404). */
export function ModelPage() {
  const id = useParams().id ?? '';
  const { t, i18n } = useTranslation();
  const model = useQuery(catalogueModelQuery(id));
  const prices = useQuery(modelPricesQuery(id));
  const m = model.data;
  const listings = useQuery(gearListQuery(modelListingsQuery(id)));
  usePageTitle(m ? `${m.brand_name} ${m.name}` : undefined);

  if (model.isPending) return <Spinner />;
  if (model.error || !m)
    return <ErrorMessage error={model.error} onRetry={() => void model.refetch()} />;
  const kg = (n: number | null) => (n === null ? '–' : formatNumber(n, i18n.language));
  return (
    <article className="flex flex-col gap-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
          {m.brand_name}
        </p>
        <h1 className="text-3xl font-bold">{m.name}</h1>
        {m.year !== null && (
          <p className="text-stone-700">{t('prices.model.since', { year: m.year })}</p>
        )}
      </header>
      <section aria-labelledby="sizes-title" className="flex flex-col gap-2">
        <h2 id="sizes-title" className="text-xl font-semibold">
          {t('prices.model.sizes')}
        </h2>
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-1 pr-4">
                  {t('prices.model.size')}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {t('prices.model.weight')}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {t('prices.model.class')}
                </th>
              </tr>
            </thead>
            <tbody>
              {m.sizes.map((size) => (
                <tr key={size.id} className="border-b border-stone-100">
                  <th scope="row" className="py-1 pr-4 font-medium">
                    {size.name}
                  </th>
                  <td className="py-1 pr-4">
                    {size.weight_min === null && size.weight_max === null
                      ? '–'
                      : t('prices.model.range', {
                          min: kg(size.weight_min),
                          max: kg(size.weight_max),
                        })}
                  </td>
                  <td className="py-1 pr-4">{size.en_class ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="prices-title" className="flex flex-col gap-2">
        <h2 id="prices-title" className="text-xl font-semibold">
          {t('prices.model.prices')}
        </h2>
        {prices.data ? (
          <PriceChart prices={prices.data} />
        ) : prices.error ? (
          <ErrorMessage error={prices.error} onRetry={() => void prices.refetch()} />
        ) : (
          <Spinner />
        )}
      </section>
      <section aria-labelledby="listings-title" className="flex flex-col gap-3">
        <h2 id="listings-title" className="text-xl font-semibold">
          {t('prices.model.listings')}
        </h2>
        <GearGrid
          gears={listings.data?.items}
          isPending={listings.isPending}
          error={listings.error}
          emptyText={t('prices.model.noListings')}
          onRetry={() => void listings.refetch()}
        />
      </section>
    </article>
  );
}
