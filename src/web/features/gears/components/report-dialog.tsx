// The form that reports a listing: a reason and, for 'other' necessarily, a few words. Loaded
// only when someone opens it, so the detail page does not carry the form's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '#shared/constants.ts';
import {
  REPORT_TEXT_MAX,
  reportWriteSchema,
  type ReportReason,
  type ReportWrite,
} from '#shared/contracts/reports.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field.tsx';
import { api, ApiError } from '#web/lib/api-client.ts';

export type ReportOutcome = 'sent' | 'already';
type Props = { gearId: string; onClose: () => void; onDone: (outcome: ReportOutcome) => void };
type Values = { reason: ReportReason | ''; text: string };

export function ReportDialog({ gearId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, control, setError, formState } = useForm<
    Values,
    unknown,
    ReportWrite
  >({
    // The schema refuses the empty reason the radios start with.
    resolver: zodResolver(reportWriteSchema) as unknown as Resolver<Values, unknown, ReportWrite>,
    defaultValues: { reason: '', text: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const send = useMutation({
    mutationFn: (body: ReportWrite) => api(`gears/${gearId}/reports/`, { method: 'POST', body }),
  });
  const errors = {
    reason: formState.errors.reason && t('reports.errors.reason'),
    text: formState.errors.text && t('reports.errors.text'),
    form: formState.errors.root?.message,
  };

  const submit = handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      onDone('sent');
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'already_reported')
        return onDone('already');
      setError('root', { message: t('reports.failed') });
    }
  });

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
                  value={value}
                  {...register('reason')}
                  className="size-4 accent-accent-700"
                />
                {t(`reports.reasons.${value}`)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-reason-error`} message={errors.reason} />
        </fieldset>
        <div>
          <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-stone-800">
            {reason === 'other' ? t('reports.textRequired') : t('reports.text')}
          </label>
          <textarea
            id={`${id}-text`}
            rows={4}
            maxLength={REPORT_TEXT_MAX}
            {...register('text')}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${id}-text-error`} message={errors.text} />
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={send.isPending}>
            {t('reports.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
