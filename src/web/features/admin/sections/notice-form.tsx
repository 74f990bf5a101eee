// Create or edit a safety notice: its title and text per language (English required), who
// issued it and where, its date and severity, and its scope. A refused save keeps every value
// and shows the server's messages under the fields they name, the first one focused.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { translateMessage } from '#web/components/ui/form/error-text.ts';
import { useErrorTables } from '#web/components/ui/failure-text.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { noticeMessageKey } from '#shared/contracts/notice-scope.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import { useSaveNotice } from '#web/features/admin/api/notices.ts';
import { checkValues, toBody, toFormValues, type NoticeFormValues } from './notice-form-values.ts';
import { NoticeIssueFields } from './notice-issue-fields.tsx';
import { NoticeScopeBuilder } from './notice-scope-builder.tsx';
import { NoticeTextFields } from './notice-text-fields.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';

/** The API keys whose messages show under a field of this form; others go in the form's alert. */
const SHOWN =
  /^((title|text)\.(en|pt|es|fr)|issuer|source_url|date|severity|scope(\.(brand|models|sizes|produced_from|produced_to|hours_over|serial_rules(\.\d+(\.(from|to|prefix|suffix_not))?)?))?)$/;

type Props = { notice?: Notice | undefined; onDone: (saved: Notice) => void; onCancel: () => void };

export function NoticeForm({ notice, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveNotice(notice?.id);
  useErrorTables(); // the server's messages translated (loaded with the form)
  const [values, setValues] = useState<NoticeFormValues>(() => toFormValues(notice));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The contract's notice messages have locale keys of their own; the rest are the form kit's.
  const say = (message: string) => {
    const key = noticeMessageKey(message);
    return key ? t(key) : translateMessage(message, t);
  };
  const error = (key: string) => errors[key]?.map(say).join(' ') || undefined;
  // After a refused save, the first field in error takes the focus (a screen reader hears it).
  useEffect(() => {
    if (Object.keys(errors).length)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const setText = (key: 'title' | 'text', lng: string, text: string) =>
    setValues((old) => ({ ...old, [key]: { ...old[key], [lng]: text } }));

  /** Puts messages by their fields; those of no field go in the form's alert. */
  const report = (fields: Record<string, string[]>) => {
    setErrors(fields);
    const elsewhere = Object.entries(fields)
      .filter(([key]) => !SHOWN.test(key))
      .flatMap(([, messages]) => messages.map(say));
    setFormError([t('admin.notices.fixErrors'), ...elsewhere].join(' '));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = checkValues(values);
    if (Object.keys(found).length) return report(found);
    setErrors({});
    try {
      onDone(await save.mutateAsync(toBody(values)));
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      if (Object.keys(fields).length) return report(fields);
      const detail = failure instanceof ApiError ? failure.body?.detail : undefined;
      setFormError(detail ? await failureText(failure, t) : t('admin.actionFailed'));
    }
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="notice-form-title"
      className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h3 id="notice-form-title" className="text-lg font-semibold">
        {notice ? t('admin.notices.editTitle') : t('admin.notices.newTitle')}
      </h3>
      <NoticeTextFields values={values} onText={setText} error={error} />
      <NoticeIssueFields values={values} set={set} error={error} />
      <NoticeScopeBuilder
        value={values.scope}
        onChange={(scope) => set('scope', scope)}
        error={error}
      />
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 font-medium text-red-800"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {notice ? t('admin.notices.save') : t('admin.notices.publish')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.notices.cancel')}
        </Button>
      </div>
    </form>
  );
}
