// A listing's price as its page shows it: the price tag with the date of its last drop, the
// price guide's note, and a link to the catalogue model's page when the listing names a size.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { paths } from '#shared/paths.ts';
import { PriceGuideNote, PriceTag } from '#web/features/gears/components/price-tag.tsx';
import { PriceDropDate } from '#web/features/gears/components/price-drop-date.tsx';
import { useCatalogueSize } from '#web/features/gears/catalogue/api.ts';

export function GearPrice({ gear }: { gear: Gear }) {
  return (
    <div className="flex flex-col gap-1">
      <PriceTag
        gear={gear}
        size="page"
        dropDate={<PriceDropDate changedAt={gear.price_changed_at} />}
      />
      <PriceGuideNote gear={gear} />
      <ModelLink sizeId={gear.catalogue_size} />
    </div>
  );
}

/** The model's page (sizes, listings, price guide), when the listing names a catalogue size. */
function ModelLink({ sizeId }: { sizeId: string | null }) {
  const { t } = useTranslation();
  const { data: size } = useCatalogueSize(sizeId);
  if (!size) return null;
  return (
    <Link to={paths.model(size.model)} className="text-sm underline">
      {t('prices.model.link')}
    </Link>
  );
}
