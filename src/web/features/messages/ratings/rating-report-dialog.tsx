// The dialog of a rating's report (rating-report.tsx): why, optionally, then Report or Cancel. A
// failure shows inside it, with what was typed kept.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_TEXT_MAX } from '#shared/constants.ts';
import { Dialog, DialogFormEnd } from '#web/components/ui/dialog.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { inputClass } from '#web/components/ui/form/field.tsx';
import type { useReportRating } from './api.ts';

type Props = { report: ReturnType<typeof useReportRating>; onClose: () => void };

export function RatingReportDialog({ report, onClose }: Props) {
  const { t } = useTranslation();
  const uid = useId();
  const [text, setText] = useState('');
  const failure = useFailureText(report.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(text.trim());
  };
  return (
    <Dialog open onClose={onClose} title={t('ratings.reportTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-stone-700">{t('ratings.reportExplain')}</p>
        <div>
          <label htmlFor={`${uid}-why`} className="mb-1 block text-sm font-medium">
            {t('ratings.reportWhy')}
          </label>
          <textarea
            id={`${uid}-why`}
            rows={3}
            maxLength={RATING_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={inputClass}
          />
        </div>
        <DialogFormEnd
          failure={report.isError ? t('ratings.reportFailed', { message: failure }) : undefined}
          cancelLabel={t('ratings.cancel')}
          submitLabel={t('ratings.reportSend')}
          busy={report.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
