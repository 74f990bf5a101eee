import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useGearTypeLabel } from '#web/lib/gear-types.ts';
import { GearCard } from './gear-card.tsx';

type Props = {
  gears: Gear[] | undefined;
  isPending: boolean;
  error: unknown;
  emptyText?: string;
  onRetry?: () => void;
};

/**
 * A responsive grid of cards: 1 column on phones, up to 4 on wide screens. The first card's photo
 * is the one above the fold at every width (on a phone the only one).
 */
export function GearGrid({ gears, isPending, error, emptyText, onRetry }: Props) {
  const { t } = useTranslation();
  const typeLabel = useGearTypeLabel();
  if (isPending) return <Spinner />;
  if (error) return <ErrorMessage error={error} onRetry={onRetry} />;
  if (!gears?.length) return <EmptyState title={emptyText ?? t('gears.empty')} />;
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {gears.map((gear, index) => (
        <li key={gear.id} className="flex *:w-full">
          <GearCard gear={gear} typeLabel={typeLabel(gear.gear_type)} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
