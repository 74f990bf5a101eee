import { useTranslation } from 'react-i18next';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

export function Pagination({ page, pageSize, total, onPage }: Props) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const button =
    'rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-40';
  return (
    <nav aria-label={t('gears.pagination')} className="mt-8 flex items-center justify-center gap-4">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('gears.previous')}
      </button>
      <span className="text-sm text-stone-700">{t('gears.pageOf', { page, last })}</span>
      <button
        type="button"
        className={button}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        {t('gears.next')}
      </button>
    </nav>
  );
}
