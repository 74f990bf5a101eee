// Reporting a rating to the team (POST ratings/{id}/report/): it asks first, with room for a
// reason, since a report cannot be taken back and a profile lists several ratings a mis-tap
// apart. A second report of the same rating (409) ends like a sent one: nothing is left to do.
// The dialog loads when it is opened: a profile's first load does not carry it.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { useReportRating } from './api.ts';

const ReportDialog = lazy(async () => ({
  default: (await import('./rating-report-dialog.tsx')).RatingReportDialog,
}));

export function RatingReport({ id, rater }: { id: string; rater: string }) {
  const { t } = useTranslation();
  const report = useReportRating(id);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const already = report.error instanceof ApiError && report.error.status === 409;
  if (report.isSuccess || already)
    return (
      <p role="status" className="mt-1 text-sm text-stone-600">
        {t('ratings.reported')}
      </p>
    );
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="mt-1 text-sm text-stone-600 underline"
        aria-label={t('ratings.reportOf', { name: rater })}
        onClick={() => setOpen(true)}
      >
        {t('ratings.report')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog report={report} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
