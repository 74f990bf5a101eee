// The town picker's suggestions (town-picker.tsx): the listbox under the text box. Its options are
// reached through the box's aria-activedescendant, so they take no focus; the pointer highlights
// and picks them.
import { useTranslation } from 'react-i18next';
import type { Town, TownSuggestion } from '#shared/contracts/towns.ts';

type Props = {
  /** The listbox's id; option i is `${baseId}-${i}`. */
  listId: string;
  baseId: string;
  open: boolean;
  towns: TownSuggestion[];
  active: number;
  label: (town: Town) => string;
  onChoose: (town: TownSuggestion) => void;
  onActive: (index: number) => void;
};

export function TownSuggestions(props: Props) {
  const { listId, baseId, open, towns, active, label, onChoose, onActive } = props;
  const { t } = useTranslation();
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('towns.suggestions')}
      hidden={!open}
      // Keeps focus in the box while the pointer picks.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
    >
      {towns.map((town, index) => (
        // Keyboard users reach options through the box (aria-activedescendant), not by focus.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={town.id}
          id={`${baseId}-${index}`}
          role="option"
          aria-selected={index === active}
          onClick={() => onChoose(town)}
          onPointerMove={() => index !== active && onActive(index)}
          className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-accent-100' : ''}`}
        >
          {label(town)}
        </li>
      ))}
    </ul>
  );
}
