// A button that shows a list of links (WAI-ARIA disclosure navigation). Unlike a <select>
// that acts on change, nothing happens until the user picks an entry (WCAG 3.2.2): a first
// arrow key on a select moved the page to /wing or switched the language.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** The button's text (what the menu holds, or the current choice). */
  label: ReactNode;
  /** The accessible name when `label` shows the current choice. */
  name?: string;
  className?: string;
  /** Links (or buttons) in <li>s; choosing one closes the menu. */
  children: ReactNode;
};

export function DisclosureMenu({ label, name, className = '', children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Choosing an entry (a link or button in the list) closes the menu.
    const chosen = (event: Event) => {
      const target = event.target as HTMLElement;
      if (panel.current?.contains(target) && target.closest('a,button')) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    document.addEventListener('click', chosen);
    return () => {
      document.removeEventListener('click', chosen);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={name}
        onClick={() => setOpen((was) => !was)}
        className="flex items-center gap-1 rounded-md border border-stone-300 bg-white px-2 py-2 text-sm whitespace-nowrap hover:bg-stone-100"
      >
        {label}
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <ul
        id={id}
        ref={panel}
        hidden={!open}
        className="absolute right-0 z-40 mt-1 min-w-44 rounded-lg border border-stone-200 bg-white py-1 shadow-lg lg:left-0 lg:right-auto"
      >
        {children}
      </ul>
    </div>
  );
}

/** The look of an entry of a DisclosureMenu. */
export const menuItemClass =
  'block px-3 py-2 text-sm text-stone-800 hover:bg-accent-50 focus-visible:bg-accent-50';
