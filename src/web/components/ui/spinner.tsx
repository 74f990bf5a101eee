import { useTranslation } from 'react-i18next';

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-stone-600">
      <span
        className="size-6 animate-spin rounded-full border-2 border-stone-300 border-t-accent-700"
        aria-hidden
      />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
