// A country picker with flags. A native <select> cannot show images, so this is the ARIA
// "select-only combobox": focus stays on the button, the highlighted option is announced through
// aria-activedescendant, and it answers the keys a native select does (arrows, Home/End,
// Page Up/Down, Enter/Space, Escape, typing letters to jump).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { foldText, loadFlags, sortedCountries, type FlagSet } from '#web/lib/countries.ts';
import { countryName } from '#web/lib/country-names.ts';

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

// Native selects forget typed letters after about a second of quiet.
const TYPE_AHEAD_RESET_MS = 1000;

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

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [listLabel, setListLabel] = useState<string>();
  const [flags, setFlags] = useState<FlagSet>({});
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const optionId = (index: number) => `${baseId}-option-${options[index]?.code || 'none'}`;

  useEffect(() => {
    let live = true;
    loadFlags().then(
      (set) => live && setFlags(set),
      () => undefined,
    ); // no flags is still a usable select
    return () => {
      live = false;
    };
  }, []);

  // The pause between two letters counts from when the list has been drawn: on a busy phone,
  // opening 250 options can take longer than the pause itself and would eat the typed prefix.
  useEffect(() => {
    if (Date.now() - typed.current.at <= TYPE_AHEAD_RESET_MS) typed.current.at = Date.now();
  });

  const activeCode = options[active]?.code;
  useEffect(() => {
    if (open)
      document
        .getElementById(`${baseId}-option-${activeCode || 'none'}`)
        ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeCode, baseId]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    // The listbox is named like the control: by its <label> (button.labels) or its aria-label.
    setListLabel(buttonRef.current?.labels?.[0]?.textContent ?? aria['aria-label']);
    setActive(Math.max(0, Math.min(index, options.length - 1)));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && option.code !== code) onChange(option.code);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const typeAhead = (char: string) => {
    const now = Date.now();
    const text =
      (now - typed.current.at > TYPE_AHEAD_RESET_MS ? '' : typed.current.text) + foldText(char);
    typed.current = { text, at: now };
    // Pressing one letter again cycles through the countries starting with it, as native selects do.
    const repeated = [...text].every((c) => c === text[0]);
    const needle = repeated ? text[0]! : text;
    const current = open ? active : selectedIndex;
    const start = needle.length === 1 ? current + 1 : Math.max(current, 0);
    for (let step = 0; step < options.length; step += 1) {
      const index = (start + step) % options.length;
      if (folded[index]!.startsWith(needle)) return openAt(index);
    }
    if (!open) openAt(selectedIndex);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = options.length - 1;
    const typing = Date.now() - typed.current.at <= TYPE_AHEAD_RESET_MS;
    const keys: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive(Math.min(active + 1, last)),
          ArrowUp: () => setActive(Math.max(active - 1, 0)),
          PageDown: () => setActive(Math.min(active + 10, last)),
          PageUp: () => setActive(Math.max(active - 10, 0)),
          Home: () => setActive(0),
          End: () => setActive(last),
          Enter: () => choose(active),
          Escape: () => setOpen(false),
        }
      : {
          ArrowDown: () => openAt(selectedIndex < 0 ? 0 : selectedIndex),
          ArrowUp: () => openAt(selectedIndex < 0 ? 0 : selectedIndex),
          Enter: () => openAt(selectedIndex < 0 ? 0 : selectedIndex),
          Home: () => openAt(0),
          End: () => openAt(last),
        };
    if (event.key === ' ' && !typing)
      keys[' '] = open ? () => choose(active) : () => openAt(Math.max(selectedIndex, 0));
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeAhead(event.key);
    }
  };

  const selectedName = code ? (options[selectedIndex]?.name ?? countryName(code, language)) : empty;
  const flag = (country: string) =>
    flags[country] ? (
      <img
        src={flags[country]}
        alt=""
        width="24"
        height="16"
        className="h-4 w-6 shrink-0 rounded-sm object-cover ring-1 ring-stone-300"
      />
    ) : (
      <span aria-hidden className="h-4 w-6 shrink-0 rounded-sm bg-stone-200" />
    );

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
