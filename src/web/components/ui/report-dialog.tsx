// The form that reports something to the moderators (a listing, a conversation): a reason and,
// for 'other' necessarily, a few words. A second report (409 already_reported) ends like a sent
// one: there is nothing to fix. The caller brings the words, the schema and the request.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '#shared/constants.ts';
import type { ReportReason } from '#shared/contracts/reports.ts';
import { Dialog, DialogFormEnd } from '#web/components/ui/dialog.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';

export type ReportOutcome = 'sent' | 'already';
type Body = { reason: ReportReason; text: string };
type Values = { reason: ReportReason | ''; text: string };

export type ReportDialogProps<B extends Body> = {
  title: string;
  legend: string;
  reasonLabel: (reason: ReportReason) => string;
  textMax: number;
  schema: Parameters<typeof zodResolver>[0];
  send: (body: B) => Promise<unknown>;
  busy: boolean;
  /**
   * Words for a 400, which then marks the fields the server refused (its English words are not
   * shown); without them every failure is "could not be sent".
   */
  refused?: { form: string; text: string };
  onClose: () => void;
  onDone: (outcome: ReportOutcome) => void;
};

export function ReportDialog<B extends Body>(props: ReportDialogProps<B>) {
  const { title, legend, reasonLabel, textMax, refused, onClose, onDone } = props;
  const { t } = useTranslation();
  const uid = useId();
  const { register, handleSubmit, control, setError, formState } = useForm<Values, unknown, B>({
    // The schema refuses the empty reason the radios start with.
    resolver: zodResolver(props.schema) as unknown as Resolver<Values, unknown, B>,
    defaultValues: { reason: '', text: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      await props.send(body);
      onDone('sent');
    } catch (error) {
      const known = error instanceof ApiError ? error : null;
      if (known?.body?.code === 'already_reported') return onDone('already');
      if (!refused || known?.status !== 400)
        return setError('root', { message: t('reports.failed') });
      const fields = known.fieldErrors;
      if (fields.reason) setError('reason', { type: 'server' });
      if (fields.text) setError('text', { type: 'server' });
      setError('root', { message: refused.form });
    }
  });
  const reasonError = errors.reason && t('reports.errors.reason');
  // 'custom' is the schema's "other needs words"; the rest refuse the characters.
  const textError =
    errors.text &&
    (errors.text.type === 'custom' || !refused ? t('reports.errors.text') : refused.text);

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={reasonError ? `${uid}-reason-error` : undefined}>
          <legend className="mb-2 font-medium text-stone-800">{legend}</legend>
          <div className="flex flex-col gap-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={value}
                  {...register('reason')}
                  className="size-4 shrink-0 accent-accent-700"
                />
                {reasonLabel(value)}
              </label>
            ))}
          </div>
          <FieldError id={`${uid}-reason-error`} message={reasonError} />
        </fieldset>
        <div>
          <label htmlFor={`${uid}-text`} className="mb-1 block text-sm font-medium text-stone-800">
            {reason === 'other' ? t('reports.textRequired') : t('reports.text')}
          </label>
          <textarea
            id={`${uid}-text`}
            rows={4}
            maxLength={textMax}
            {...register('text')}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${uid}-text-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${uid}-text-error`} message={textError} />
        </div>
        <DialogFormEnd
          failure={errors.root?.message}
          cancelLabel={t('reports.cancel')}
          submitLabel={t('reports.submit')}
          busy={props.busy}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
