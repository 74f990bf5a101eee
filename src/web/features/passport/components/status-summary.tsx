import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '#shared/passport/status.ts';
import { AirworthinessBadge } from '#web/components/ui/airworthiness-badge.tsx';
import { formatDate } from '#web/lib/format-dates.ts';

/** The status with its dates, and which rule it follows: the general rule says it is one. */
export function StatusSummary({ status }: { status: ItemStatus }) {
  const { t, i18n } = useTranslation();
  const date = (d: string) => formatDate(d, i18n.language);
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <AirworthinessBadge status={status} />
        {status.check !== 'none' && status.check !== 'valid' && status.valid_until && (
          <span className="text-sm text-stone-700">
            {t('passport.status.endedOn', { date: date(status.valid_until) })}
          </span>
        )}
      </p>
      {status.repack && (
        <p className="text-sm text-stone-700">
          {status.repack_until
            ? t(`passport.repack.${status.repack}`, { date: date(status.repack_until) })
            : t('passport.repack.none')}
        </p>
      )}
      {status.lifespan_exceeded && (
        <p className="text-sm font-medium text-red-800">{t('passport.status.lifespan')}</p>
      )}
      <p className="text-xs text-stone-600">
        {status.rule_is_general
          ? t('passport.rule.general')
          : t('passport.rule.manufacturer', { source: status.rule_source })}
      </p>
    </div>
  );
}
