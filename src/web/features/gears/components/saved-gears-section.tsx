// "Saved gears" on the dashboard: the watchlist, as the same cards as everywhere (the heart on
// each one removes it).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useFavourites } from '#web/features/gears/api/favourites.ts';
import { useCardList } from './card-list.ts';
import { GearCard } from './gear-card.tsx';

export function SavedGearsSection() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useFavourites();
  const list = useCardList();
  return (
    <section aria-labelledby="saved-gears" className="mt-12">
      <h2 id="saved-gears" className="mb-3 text-xl font-semibold">
        {t('favourites.title')}
      </h2>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : !data.items.length ? (
        <EmptyState title={t('favourites.empty')}>
          <Link to="/gears" className="font-medium text-accent-800 underline">
            {t('favourites.browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {data.items.map((gear) => (
            <li key={gear.id} className="flex *:w-full">
              <GearCard
                gear={gear}
                list={list}
                typeLabel={list.typeLabel(gear.gear_type)}
                type={list.typeOf(gear.gear_type)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
