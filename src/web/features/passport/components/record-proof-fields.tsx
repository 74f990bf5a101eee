// The record's proof: its photos (required when the record is the fix of a safety notice) and,
// for a user who speaks for a certifier, whether to sign it.
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/form/field.tsx';

type Props = {
  error: (...names: string[]) => string | undefined;
  /** The record fixes a safety notice: a photo is required. */
  forNotice: boolean;
  onFiles: (files: File[]) => void;
  /** The user speaks for a certifier: offer to sign. */
  canSign: boolean;
  sign: boolean;
  onSign: (sign: boolean) => void;
};

export function RecordProofFields({ error, forNotice, onFiles, canSign, sign, onSign }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('passport.form.photos')}
        className="sm:col-span-2"
        required={forNotice}
        error={error('photos', 'notice')}
        note={forNotice ? t('notices.fix.photoNote') : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="w-full text-sm"
            onChange={(e) => onFiles([...(e.target.files ?? [])])}
          />
        )}
      </Field>
      {canSign && (
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input
            type="checkbox"
            checked={sign}
            onChange={(e) => onSign(e.target.checked)}
            className="size-5 shrink-0"
          />
          {t('passport.form.sign')}
        </label>
      )}
    </>
  );
}
