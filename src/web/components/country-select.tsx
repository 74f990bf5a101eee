// A country picker with flags. A native <select> cannot show images, so this is the ARIA
// "select-only combobox": focus stays on the button, the highlighted option is announced through
// aria-activedescendant, and it answers the keys a native select does (arrows, Home/End,
// Page Up/Down, Enter/Space, Escape, typing letters to jump).
// Its keyboard and pointer behaviour lives in use-country-listbox.ts, its flags in country-flag.tsx.
import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { foldText, sortedCountries } from '#web/lib/countries.ts';
import { countryName } from '#web/lib/country-names.ts';
import { countryFlag, useFlags } from './country-flag.tsx';
import { useCountryListbox } from './use-country-listbox.ts';

type Props = {
  id?: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  name?: string;
  includeEmpty?: boolean;
  emptyLabel?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-label'?: string;
};

export function CountrySelect({
  id,
  value,
  onChange,
  onBlur,
  name,
  includeEmpty = false,
  emptyLabel,
  disabled,
  className = '',
  ref,
  ...aria
}: Props) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const buttonId = id ?? `${baseId}-button`;
  const listId = `${baseId}-list`;
  const language = i18n.language || 'en';
  const code = value.toUpperCase();
  const empty = emptyLabel ?? t(includeEmpty ? 'countries.any' : 'countries.choose');
  const options = useMemo(
    () => [...(includeEmpty ? [{ code: '', name: empty }] : []), ...sortedCountries(language)],
    [includeEmpty, empty, language],
  );
  const folded = useMemo(
    () => options.map((option) => (option.code ? foldText(option.name) : '')),
    [options],
  );
  const selectedIndex = options.findIndex((option) => option.code === code);
  const flags = useFlags();
  const ariaLabel = aria['aria-label'];
  const listbox = useCountryListbox({
    baseId,
    options,
    folded,
    code,
    selectedIndex,
    onChange,
    ariaLabel,
  });
  const { open, setOpen, active, setActive, listLabel, rootRef, buttonRef } = listbox;
  const { openAt, choose, onKeyDown, optionId } = listbox;

  const selectedName = code ? (options[selectedIndex]?.name ?? countryName(code, language)) : empty;
  const flag = (country: string) => countryFlag(flags, country);

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      {name && <input type="hidden" name={name} value={code} />}
      <button
        ref={(node) => {
          buttonRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={buttonId}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openAt(Math.max(selectedIndex, 0)))}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left disabled:opacity-60 aria-[invalid=true]:border-red-600"
        {...aria}
      >
        {code ? flag(code) : null}
        <span className={`flex-1 truncate ${code ? '' : 'text-stone-600'}`}>{selectedName}</span>
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className={`size-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          tabIndex={-1}
          // Keeps focus (and the screen reader's place) on the button while the pointer picks.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute z-30 mt-1 max-h-72 w-full min-w-64 overflow-auto overscroll-contain rounded-lg border border-stone-300 bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            // Keyboard users reach options through the button (aria-activedescendant), not by focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.code || 'none'}
              id={optionId(index)}
              role="option"
              aria-selected={option.code === code}
              onClick={() => choose(index)}
              onPointerMove={() => index !== active && setActive(index)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${index === active ? 'bg-accent-100' : ''} ${option.code === code ? 'font-semibold' : ''}`}
            >
              {option.code ? flag(option.code) : <span aria-hidden className="w-6 shrink-0" />}
              <span className="flex-1">{option.name}</span>
              {option.code === code && (
                <svg
                  aria-hidden
                  viewBox="0 0 20 20"
                  className="size-4 text-accent-700"
                  fill="currentColor"
                >
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
