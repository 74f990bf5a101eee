// "lowered on {date}" beside a struck-through price on a listing's page (price-tag.tsx): apart,
// so cards (the home route) carry no date formatting.
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format-dates.ts';

export function PriceDropDate({ changedAt }: { changedAt: string | null }) {
  const { t, i18n } = useTranslation();
  if (!changedAt) return null;
  return <> {t('prices.droppedOn', { date: formatDate(changedAt, i18n.language) })}</>;
}
