// A pending stolen-gear report's review buttons on /admin/deal-safety, each named after its
// report (the list holds several), and the alert when a review or release does not go through:
// without it the buttons simply came back and staff could not tell that nothing had happened.
import { useTranslation } from 'react-i18next';
import type { StolenReport } from '#shared/contracts/stolen.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import type { useReviewStolen } from '#web/features/admin/api/deal-safety.ts';

type Props = { report: StolenReport; review: ReturnType<typeof useReviewStolen> };

export function StolenReview({ report, review }: Props) {
  const { t } = useTranslation();
  const named = { title: `${report.brand} ${report.model}`, serial: report.serial };
  return (
    <div className="mt-2 flex gap-2">
      <Button
        size="sm"
        disabled={review.isPending}
        onClick={() => review.mutate({ id: report.id, status: 'published' })}
        aria-label={t('admin.dealSafety.publishOf', named)}
      >
        {t('admin.dealSafety.publish')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={review.isPending}
        onClick={() => review.mutate({ id: report.id, status: 'rejected' })}
        aria-label={t('admin.dealSafety.rejectOf', named)}
      >
        {t('admin.dealSafety.reject')}
      </Button>
    </div>
  );
}

export function ActionFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      {t('admin.dealSafety.failed', { message })}
    </p>
  );
}
