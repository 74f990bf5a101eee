import { useTranslation } from 'react-i18next';

/** Temporary stand-in for a page that is being built. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return <p className="py-16 text-center text-stone-600">{t('common.comingSoon')}</p>;
}
