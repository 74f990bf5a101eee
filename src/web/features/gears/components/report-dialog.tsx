// The form that reports a listing: a reason and, for 'other' necessarily, a few words. Loaded
// only when someone opens it, so the detail page does not carry the form's schema.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '#shared/constants.ts';
import {
  REPORT_TEXT_MAX,
  reportWriteSchema,
  type ReportReason,
} from '#shared/contracts/reports.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';

export type ReportOutcome = 'sent' | 'already';
type Props = { gearId: string; onClose: () => void; onDone: (outcome: ReportOutcome) => void };

export function ReportDialog({ gearId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});
  const send = useMutation({
    mutationFn: (body: unknown) => api(`gears/${gearId}/reports/`, { method: 'POST', body }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportWriteSchema.safeParse({ reason: reason || undefined, text });
    if (!parsed.success) {
      const paths = parsed.error.issues.map((issue) => issue.path[0]);
      return setErrors({
        reason: paths.includes('reason') ? t('reports.errors.reason') : undefined,
        text: paths.includes('text') ? t('reports.errors.text') : undefined,
      });
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
      onDone('sent');
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'already_reported')
        return onDone('already');
      setErrors({ form: t('reports.failed') });
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('reports.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
          <legend className="mb-2 font-medium text-stone-800">{t('reports.reason')}</legend>
          <div className="flex flex-col gap-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-accent-700"
                />
                {t(`reports.reasons.${value}`)}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={`${id}-reason-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-stone-800">
            {reason === 'other' ? t('reports.textRequired') : t('reports.text')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={4}
            maxLength={REPORT_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
            className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
          />
          {errors.text && (
            <p id={`${id}-text-error`} className="mt-1 text-sm font-medium text-red-700">
              {errors.text}
            </p>
          )}
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
          >
            {t('reports.cancel')}
          </button>
          <button
            type="submit"
            disabled={send.isPending}
            className="rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('reports.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
