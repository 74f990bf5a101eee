// Create or edit a safety notice: its title and text per language (English required), who
// issued it and where, its date and severity, and its scope. A refused save keeps every value
// and shows the server's messages under the fields they name, the first one focused.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { SEVERITIES } from '#web/components/ui/notice-badge.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { translateMessage } from '#web/components/ui/form/error-text.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { NOTICE_ISSUERS, noticeMessageKey, type Notice } from '#shared/contracts/safety-notices.ts';
import { useSaveNotice } from '#web/features/admin/api/notices.ts';
import { checkValues, toBody, toFormValues, type NoticeFormValues } from './notice-form-values.ts';
import { NoticeScopeBuilder } from './notice-scope-builder.tsx';

/** The API keys whose messages show under a field of this form; others go in the form's alert. */
const SHOWN =
  /^((title|text)\.(en|pt|es|fr)|issuer|source_url|date|severity|scope(\.(brand|models|sizes|produced_from|produced_to|hours_over|serial_rules(\.\d+(\.(from|to|prefix|suffix_not))?)?))?)$/;

type Props = { notice?: Notice | undefined; onDone: (saved: Notice) => void; onCancel: () => void };

export function NoticeForm({ notice, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveNotice(notice?.id);
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
      setFormError(detail ?? t('admin.actionFailed'));
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
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGUAGES.map((lng) => (
          <fieldset
            key={lng}
            lang={lng}
            className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3"
          >
            <legend className="px-1 font-semibold">
              {t(`languages.${lng}`)}
              {lng === 'en' ? ` (${t('admin.notices.required')})` : ''}
            </legend>
            <Field
              label={t('admin.notices.titleField')}
              required={lng === 'en'}
              error={error(`title.${lng}`)}
            >
              {(control) => (
                <input
                  {...control}
                  value={values.title[lng]}
                  maxLength={200}
                  onChange={(event) => setText('title', lng, event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <Field
              label={t('admin.notices.textField')}
              required={lng === 'en'}
              error={error(`text.${lng}`)}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={values.text[lng]}
                  onChange={(event) => setText('text', lng, event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          </fieldset>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('admin.notices.issuer')} error={error('issuer')}>
          {(control) => (
            <select
              {...control}
              value={values.issuer}
              onChange={(event) => set('issuer', event.target.value as NoticeFormValues['issuer'])}
              className={inputClass}
            >
              {NOTICE_ISSUERS.map((issuer) => (
                <option key={issuer} value={issuer}>
                  {t(`notices.issuer.${issuer}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.notices.sourceUrl')} error={error('source_url')}>
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              value={values.source_url}
              onChange={(event) => set('source_url', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('admin.notices.date')} required error={error('date')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.date}
              onChange={(event) => set('date', event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 font-semibold">{t('admin.notices.severity')}</legend>
        <div className="flex flex-col gap-1">
          {SEVERITIES.map((severity) => (
            <label key={severity} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="severity"
                value={severity}
                className="size-5"
                checked={values.severity === severity}
                onChange={() => set('severity', severity)}
              />
              {t(`notices.severity.${severity}`)}
            </label>
          ))}
        </div>
        {error('severity') && (
          <p className="text-sm font-medium text-red-700">{error('severity')}</p>
        )}
      </fieldset>
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
