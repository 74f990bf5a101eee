// "Similar gear" under a listing: the same model, then the same class with an overlapping range
// (GET gears/{id}/similar/). Nothing to show, or a failed read, shows nothing: it is a suggestion.
import { useTranslation } from 'react-i18next';
import { useCardList } from '#web/features/gears/components/card-list.ts';
import { GearCard } from '#web/features/gears/components/gear-card.tsx';
import { useSimilarGear } from './api.ts';

export function SimilarGear({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useSimilarGear(id);
  const list = useCardList();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="similar-title" className="lg:col-span-2">
      <h2 id="similar-title" className="mb-4 text-2xl font-bold">
        {t('fit.similarTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {data.map((gear) => (
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
    </section>
  );
}
