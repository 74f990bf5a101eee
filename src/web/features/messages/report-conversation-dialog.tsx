// The form that reports a conversation to the moderators: a reason and, for 'other'
// necessarily, a few words. A second report (409) ends like a sent one: there is nothing to fix.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS } from '#shared/constants.ts';
import {
  conversationReportWriteSchema,
  MESSAGE_TEXT_MAX,
  type ConversationReportWrite,
} from '#shared/contracts/conversations.ts';
import type { ReportReason } from '#shared/contracts/reports.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { FieldError, inputClass } from '#web/components/ui/form/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useReportConversation } from './api.ts';

export type ReportOutcome = 'sent' | 'already';
type Props = { id: string; onClose: () => void; onDone: (outcome: ReportOutcome) => void };
type Values = { reason: ReportReason | ''; text: string };

export function ReportConversationDialog({ id, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const uid = useId();
  const { register, handleSubmit, control, setError, formState } = useForm<
    Values,
    unknown,
    ConversationReportWrite
  >({
    // The schema refuses the empty reason the radios start with.
    resolver: zodResolver(conversationReportWriteSchema) as unknown as Resolver<
      Values,
      unknown,
      ConversationReportWrite
    >,
    defaultValues: { reason: '', text: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const send = useReportConversation(id);
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      onDone('sent');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.body?.code === 'already_reported') return onDone('already');
      if (error.status !== 400) return setError('root', { message: t('reports.failed') });
      // The server's English words are not shown: only which field it refused.
      const fields = error.fieldErrors;
      if (fields.reason) setError('reason', { type: 'server' });
      if (fields.text) setError('text', { type: 'server' });
      setError('root', { message: t('messages.reportRefused') });
    }
  });
  const reasonError = errors.reason && t('reports.errors.reason');
  // 'custom' is the schema's "other needs words"; the rest refuse the characters.
  const textError =
    errors.text &&
    (errors.text.type === 'custom' ? t('reports.errors.text') : t('messages.reportTextRefused'));

  return (
    <Dialog open onClose={onClose} title={t('messages.report')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <fieldset aria-describedby={reasonError ? `${uid}-reason-error` : undefined}>
          <legend className="mb-2 font-medium text-stone-800">{t('messages.reportReason')}</legend>
          <div className="flex flex-col gap-2">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  value={value}
                  {...register('reason')}
                  className="size-4 shrink-0 accent-accent-700"
                />
                {t(`messages.reportReasons.${value}`)}
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
            maxLength={MESSAGE_TEXT_MAX}
            {...register('text')}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? `${uid}-text-error` : undefined}
            className={inputClass}
          />
          <FieldError id={`${uid}-text-error`} message={textError} />
        </div>
        {errors.root && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {errors.root.message}
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
