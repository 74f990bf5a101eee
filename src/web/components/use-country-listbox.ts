// The country select's listbox behaviour, apart from its markup: open and close, the highlighted
// option, choosing, the keys a native select answers (arrows, Home/End, Page Up/Down, Enter/Space,
// Escape, Tab) and typing letters to jump, as native selects do.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { foldText } from '#web/lib/countries.ts';

// Native selects forget typed letters after about a second of quiet.
const TYPE_AHEAD_RESET_MS = 1000;

type Options = {
  baseId: string;
  options: { code: string; name: string }[];
  /** Each option's name folded for type-ahead ('' for the empty option). */
  folded: string[];
  code: string;
  selectedIndex: number;
  onChange: (code: string) => void;
  ariaLabel: string | undefined;
};

export function useCountryListbox(o: Options) {
  const { baseId, options, folded, code, selectedIndex, onChange } = o;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [listLabel, setListLabel] = useState<string>();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const optionId = (index: number) => `${baseId}-option-${options[index]?.code || 'none'}`;

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
    setListLabel(buttonRef.current?.labels?.[0]?.textContent ?? o.ariaLabel);
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

  return {
    open,
    setOpen,
    active,
    setActive,
    listLabel,
    rootRef,
    buttonRef,
    openAt,
    choose,
    onKeyDown,
    optionId,
  };
}
