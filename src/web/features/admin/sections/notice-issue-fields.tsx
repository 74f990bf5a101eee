// Who issued a safety notice and where it can be read, its date and its severity: the notice
// form's fields about the notice itself, apart from its wording and its scope.
import { useTranslation } from 'react-i18next';
import { SEVERITIES } from '#web/components/ui/notice-badge.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { NOTICE_ISSUERS } from '#shared/contracts/safety-notices.ts';
import type { NoticeFormValues } from './notice-form-values.ts';

type Props = {
  values: NoticeFormValues;
  set: <K extends keyof NoticeFormValues>(key: K, value: NoticeFormValues[K]) => void;
  error: (key: string) => string | undefined;
};

export function NoticeIssueFields({ values, set, error }: Props) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
