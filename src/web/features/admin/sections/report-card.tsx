import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminReport, ReportAction } from '#shared/contracts/admin.ts';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { Badge, formatDateTime } from '#web/features/admin/components.tsx';
import { paths } from '#shared/paths.ts';

type Props = {
  report: AdminReport;
  busy: boolean;
  onAction: (action: ReportAction, note: string) => void;
};

/** One report: the listing, who reported it and why, and the staff decision with its note. */
export function ReportCard({ report, busy, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(report.staff_note);
  const { gear } = report;
  const who = <span className="sr-only">{`: ${gear.name}`}</span>;
  const action = (
    name: ReportAction,
    className = buttonClass({ variant: 'secondary', size: 'sm' }),
  ) => (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => onAction(name, note)}
    >
      {t(`admin.reports.actions.${name}`)}
      {who}
    </button>
  );
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">
          <Link to={paths.gear(gear.id)} className="text-accent-800 underline">
            {gear.name}
          </Link>
          <span className="font-normal text-stone-600">{` · ${gear.brand} ${gear.model}`}</span>
        </h3>
        <p className="flex flex-wrap gap-1">
          {gear.is_hidden && <Badge tone="red">{t('admin.reports.hidden')}</Badge>}
          <Badge tone={report.status === 'open' ? 'amber' : 'stone'}>
            {t(`admin.reports.statuses.${report.status}`)}
          </Badge>
        </p>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('admin.reports.reason')}</dt>
        <dd className="font-medium">
          {t(`admin.reports.reasons.${report.reason}`, { defaultValue: report.reason })}
        </dd>
        {report.text && (
          <>
            <dt className="text-stone-600">{t('admin.reports.text')}</dt>
            <dd className="break-words whitespace-pre-line">{report.text}</dd>
          </>
        )}
        <dt className="text-stone-600">{t('admin.reports.reporter')}</dt>
        <dd>
          <Link to={paths.user(report.reporter.id)} className="underline">
            {report.reporter.username}
          </Link>
          {` · ${formatDateTime(report.created_at, i18n.language)}`}
        </dd>
        <dt className="text-stone-600">{t('admin.reports.seller')}</dt>
        <dd>
          <Link to={paths.user(gear.seller.id)} className="underline">
            {gear.seller.username}
          </Link>
        </dd>
      </dl>
      <div className="mt-3">
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium">
          {t('admin.reports.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {gear.is_hidden ? action('restore') : action('hide')}
        {report.status === 'open' && action('dismiss')}
        {action('delete', buttonClass({ variant: 'danger-outline', size: 'sm' }))}
      </div>
    </li>
  );
}
