// A town of the gazetteer, typed and chosen from suggestions (GET towns/): the ARIA 1.2
// "combobox with a list popup". Focus stays in the text box; arrows move through the suggestions
// (announced through aria-activedescendant), Enter chooses, Escape closes then clears, and a
// polite live region says how many towns were found. Typing forgets the town chosen before:
// what the box shows is always what will be sent (the chosen town, or the text as typed).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Town, TownSuggestion } from '#shared/contracts/towns.ts';
import { inputClass, type ControlProps } from '#web/components/ui/form/field.tsx';
import { api } from '#web/lib/api-client.ts';
import { countryName } from '#web/lib/country-names.ts';
import { TownSuggestions } from './town-suggestions.tsx';

type Props = Partial<ControlProps> & {
  value: Town | null;
  /** The chosen town, or null and the text typed (which may still name one). */
  onChange: (town: Town | null, text: string) => void;
  /** A name for the form's own submit: the chosen town's id, else the text box as typed. */
  name?: string;
  /** Suggestions only from these countries. */
  countries?: string[];
  initialText?: string;
};

// Suggestions are asked for once typing pauses this long.
const PAUSE_MS = 200;

export function TownPicker({ value, onChange, name, countries, initialText, ...control }: Props) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [text, setText] = useState(value?.name ?? initialText ?? '');
  const [towns, setTowns] = useState<TownSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const asked = useRef(0);
  const countryList = countries?.join(',') ?? '';

  // The box shows a town chosen from outside (a draft restored, a name loaded for an id).
  const [shownId, setShownId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    if (value) setText(value.name);
  }

  const ask = (q: string) => {
    const call = ++asked.current;
    if (q.trim().length < 2) {
      setTowns([]);
      setOpen(false);
      return;
    }
    const params = new URLSearchParams({ q: q.trim() });
    if (countryList) params.set('country', countryList);
    setTimeout(() => {
      if (call !== asked.current) return;
      api<TownSuggestion[]>(`towns/?${params}`).then(
        (found) => {
          if (call !== asked.current) return;
          setTowns(found);
          setActive(-1);
          setOpen(found.length > 0);
          setStatus(t('towns.found', { count: found.length }));
        },
        () => undefined, // no suggestions: the typed text still goes as it is
      );
    }, PAUSE_MS);
  };

  const choose = (town: TownSuggestion) => {
    const chosen = { id: town.id, name: town.name, country: town.country };
    setText(town.name);
    setOpen(false);
    setStatus(t('towns.chosen', { town: label(town) }));
    onChange(chosen, town.name);
  };
  const label = (town: Town) => `${town.name}, ${countryName(town.country, i18n.language)}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = towns.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive(Math.min(active + 1, last)) : setOpen(towns.length > 0)),
      ArrowUp: () => open && setActive(Math.max(active - 1, 0)),
      Enter: () => open && active >= 0 && choose(towns[active]!),
      Escape: () => {
        if (open) return setOpen(false);
        setText('');
        onChange(null, '');
      },
    };
    const action = keys[event.key];
    // Enter without a highlighted town submits the form, as in any text box.
    if (action && !(event.key === 'Enter' && !(open && active >= 0))) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className="relative">
      {/* A chosen town goes by its id; else the text box itself carries the name, so what is
          typed is sent by the form's own submit without JavaScript too (a hidden copy of the
          text only ever held what the server rendered). */}
      {name && value && <input type="hidden" name={name} value={String(value.id)} />}
      <input
        {...control}
        name={value ? undefined : name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${baseId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(null, event.target.value);
          ask(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={inputClass}
      />
      <TownSuggestions
        listId={listId}
        baseId={baseId}
        open={open}
        towns={towns}
        active={active}
        label={label}
        onChoose={choose}
        onActive={setActive}
      />
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
