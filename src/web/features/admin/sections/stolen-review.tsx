// A pending stolen-gear report's review buttons on /admin/deal-safety, each named after its
// report (the list holds several), and the alert when a review or release does not go through:
// without it the buttons simply came back and staff could not tell that nothing had happened.
// Both ask first: publishing accuses a serial in public and holds its listings; rejecting ends
// the report; releasing a hold (HoldRelease) asks first too.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StolenReport } from '#shared/contracts/stolen.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import type { useReleaseHold, useReviewStolen } from '#web/features/admin/api/deal-safety.ts';

type Props = { report: StolenReport; review: ReturnType<typeof useReviewStolen> };
type Verdict = 'published' | 'rejected';
// Each verdict's locale keys under admin.dealSafety: its button, its name, its question.
const WORDS = {
  published: { label: 'publish', named: 'publishOf', confirm: 'confirmPublish' },
  rejected: { label: 'reject', named: 'rejectOf', confirm: 'confirmReject' },
} as const;

export function StolenReview({ report, review }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Verdict | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const named = { title: `${report.brand} ${report.model}`, serial: report.serial };
  const words = (verdict: Verdict, part: keyof (typeof WORDS)[Verdict]) =>
    `admin.dealSafety.${WORDS[verdict][part]}`;
  const close = () => {
    setAsking(null);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  const button = (verdict: Verdict) => (
    <Button
      size="sm"
      variant={verdict === 'published' ? 'primary' : 'secondary'}
      disabled={review.isPending}
      onClick={(event) => {
        opener.current = event.currentTarget;
        setAsking(verdict);
      }}
      aria-label={t(words(verdict, 'named'), named)}
    >
      {t(words(verdict, 'label'))}
    </Button>
  );
  return (
    <div className="mt-2 flex gap-2">
      {button('published')}
      {button('rejected')}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(words(asking, 'confirm'), named) : ''}
        message={asking ? t(`${words(asking, 'confirm')}Explain`) : ''}
        confirmLabel={asking ? t(words(asking, 'label')) : ''}
        cancelLabel={t('admin.cancel')}
        busy={review.isPending}
        onConfirm={() =>
          asking && review.mutate({ id: report.id, status: asking }, { onSettled: close })
        }
        onCancel={close}
      />
    </div>
  );
}

/**
 * Releasing a hold puts its listings back on sale for good (a released hold is the team's last
 * word for that report): it asks first.
 */
export function HoldRelease({
  holdId,
  title,
  release,
}: {
  holdId: string;
  title: string;
  release: ReturnType<typeof useReleaseHold>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };
  return (
    <>
      <Button
        ref={opener}
        size="sm"
        className="mt-2"
        disabled={release.isPending}
        onClick={() => setAsking(true)}
      >
        {t('admin.dealSafety.release', { title })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('admin.dealSafety.confirmRelease', { title })}
        message={t('admin.dealSafety.confirmReleaseExplain')}
        confirmLabel={t('admin.dealSafety.releaseShort')}
        cancelLabel={t('admin.cancel')}
        busy={release.isPending}
        onConfirm={() => release.mutate(holdId, { onSettled: close })}
        onCancel={close}
      />
    </>
  );
}

/** A review or release that did not go through, in the page's language. */
export function ActionFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  const message = useFailureText(error);
  return (
    <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      {t('admin.dealSafety.failed', { message })}
    </p>
  );
}
