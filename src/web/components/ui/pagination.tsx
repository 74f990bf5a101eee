import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPlainClick } from '#web/lib/follow-link.tsx';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (X-Total-Count-Capped): the last page is not known. */
  capped?: boolean;
  onPage: (page: number) => void;
};

/**
 * Previous / next as real links to `?page=` (the rest of the query kept), so paging works
 * without JavaScript; with it, the page's own `onPage` handles the click.
 */
export function Pagination({ page, pageSize, total, capped = false, onPage }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const last = capped ? Infinity : counted;
  if (last <= 1) return null;
  const base = 'rounded-lg border px-4 py-2 font-medium';
  const step = (target: number, label: string, enabled: boolean) => {
    // Greyed by colour, not opacity: the text keeps a 4.5:1 contrast.
    if (!enabled)
      return (
        <span
          aria-disabled="true"
          className={`${base} border-stone-200 bg-stone-50 text-stone-500`}
        >
          {label}
        </span>
      );
    const params = new URLSearchParams(search);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    const click = (event: MouseEvent) => {
      // A modified or middle click opens the page elsewhere, as the browser does.
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onPage(target);
    };
    return (
      <a
        href={`${pathname}${query ? `?${query}` : ''}`}
        onClick={click}
        className={`${base} border-stone-300 bg-white hover:bg-stone-100`}
      >
        {label}
      </a>
    );
  };
  return (
    <nav aria-label={t('gears.pagination')} className="mt-8 flex items-center justify-center gap-4">
      {step(page - 1, t('gears.previous'), page > 1)}
      <span className="text-sm text-stone-700">
        {capped
          ? t('gears.pageOfMore', { page, last: counted })
          : t('gears.pageOf', { page, last })}
      </span>
      {step(page + 1, t('gears.next'), page < last)}
    </nav>
  );
}
