// "Similar gear" under a listing: the same model, then the same class with an overlapping range
// (GET gears/{id}/similar/). Nothing to show, or a failed read, shows nothing: it is a suggestion.
import { useTranslation } from 'react-i18next';
import { GearCard } from '#web/features/gears/components/gear-card.tsx';
import { useGearTypeLabel, useGearTypes } from '#web/lib/gear-types.ts';
import { useSimilarGear } from './api.ts';

export function SimilarGear({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useSimilarGear(id);
  const typeLabel = useGearTypeLabel();
  const { data: types = [] } = useGearTypes();
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
              typeLabel={typeLabel(gear.gear_type)}
              type={types.find((x) => x.id === gear.gear_type)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
