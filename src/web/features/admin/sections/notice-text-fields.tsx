// A safety notice's title and text in each language, one fieldset per language (English
// required): the notice form's part that grows with the list of languages.
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import type { NoticeFormValues } from './notice-form-values.ts';

type Props = {
  values: NoticeFormValues;
  onText: (key: 'title' | 'text', lng: string, text: string) => void;
  error: (key: string) => string | undefined;
};

export function NoticeTextFields({ values, onText, error }: Props) {
  const { t } = useTranslation();
  return (
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
                onChange={(event) => onText('title', lng, event.target.value)}
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
                onChange={(event) => onText('text', lng, event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
        </fieldset>
      ))}
    </div>
  );
}
