// How a phone shows a list of gear: two columns of cards or a compact list of rows. The choice is
// kept in the browser and shared by every list; the server renders the cards (its default).
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export type CardView = 'grid' | 'list';

const KEY = 'airgear.cardView';
const listeners = new Set<() => void>();

function read(): CardView {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCardView(): [CardView, (view: CardView) => void] {
  const view = useSyncExternalStore(subscribe, read, () => 'grid' as const);
  const choose = (next: CardView) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not kept (private mode): it still applies until the page is left.
    }
    for (const listener of listeners) listener();
  };
  return [view, choose];
}

/** Two pressed-state buttons, shown on phones only (wider screens have room for the grid). */
export function CardViewSwitch({
  view,
  onChange,
}: {
  view: CardView;
  onChange: (view: CardView) => void;
}) {
  const { t } = useTranslation();
  const button = (value: CardView, path: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={`rounded-md p-1.5 ${view === value ? 'bg-accent-100 text-accent-800' : 'text-stone-600 hover:bg-stone-100'}`}
    >
      <span className="sr-only">{t(`gears.view.${value}`)}</span>
      <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d={path} />
      </svg>
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('gears.view.label')}
      className="mb-2 flex justify-end gap-1 sm:hidden"
    >
      {button('grid', 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z')}
      {button('list', 'M4 5h5v5H4zM11 6h9v3h-9zM4 14h5v5H4zM11 15h9v3h-9z')}
    </div>
  );
}
