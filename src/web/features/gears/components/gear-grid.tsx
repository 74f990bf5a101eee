import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CardViewSwitch, useCardView } from './card-view.tsx';
import { useCardList } from './card-list.ts';
import { GearCard } from './gear-card.tsx';

type Props = {
  gears: Gear[] | undefined;
  isPending: boolean;
  error: unknown;
  emptyText?: string;
  onRetry?: () => void;
};

/**
 * A responsive grid of cards: 2 columns (or a compact list, the visitor's choice) on phones, up
 * to 4 on wide screens. The first card's photo is above the fold at every width.
 */
export function GearGrid({ gears, isPending, error, emptyText, onRetry }: Props) {
  const { t } = useTranslation();
  const list = useCardList();
  const [view, setView] = useCardView();
  if (isPending) return <Spinner />;
  if (error) return <ErrorMessage error={error} onRetry={onRetry} />;
  if (!gears?.length) return <EmptyState title={emptyText ?? t('gears.empty')} />;
  const columns = view === 'list' ? 'grid-cols-1 gap-2' : 'grid-cols-2 gap-3';
  return (
    <>
      <CardViewSwitch view={view} onChange={setView} />
      <ul className={`grid ${columns} sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4`}>
        {gears.map((gear, index) => (
          <li key={gear.id} className="flex *:w-full">
            <GearCard
              gear={gear}
              list={list}
              typeLabel={list.typeLabel(gear.gear_type)}
              type={list.typeOf(gear.gear_type)}
              priority={index === 0}
              // The first row at every width, the first two on a phone.
              firstScreen={index < 4}
              row={view === 'list'}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
