import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Certificate, CertificateWrite } from '#shared/contracts/certificates.ts';
import { DATE_MAX, DATE_MIN } from '#shared/contracts/common.ts';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { zodResolverWith } from '#web/components/ui/form/zod-resolver.ts';
import { useCertifiers } from '#web/lib/certifiers.ts';
import {
  CERTIFICATE_FIELDS,
  certificateToForm,
  formToCertificate,
  certificateErrorText,
  certificateFormSchema,
  type CertificateFormValues,
} from '#web/features/certificates/certificate-form-values.ts';
import { ChoiceGroup } from './choice-group.tsx';

type Props = {
  certificate?: Certificate;
  submitLabel: string;
  save: (body: CertificateWrite) => Promise<unknown>;
  onSaved: () => void;
  onCancel?: () => void;
};

/** Issue and expiry date, porosity (seconds), certifier, lines need trim and fabric condition. */
export function CertificateForm({ certificate, submitLabel, save, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const certifiers = useCertifiers();
  const [formError, setFormError] = useState<string | null>(null);
  const label = (field: string) => t(`certificates.fields.${field}`);

  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, formState } = useForm<CertificateFormValues>({
    defaultValues: certificateToForm(certificate),
    resolver: zodResolverWith(certificateFormSchema, certificateErrorText(t)),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: CertificateFormValues) => {
    setFormError(null);
    try {
      await save(formToCertificate(values));
      onSaved();
    } catch (error) {
      setFormError(serverErrors(error, setError, CERTIFICATE_FIELDS).rest);
    }
  };

  if (certifiers.isPending) return <Spinner />;
  if (certifiers.error)
    return <ErrorMessage error={certifiers.error} onRetry={() => void certifiers.refetch()} />;
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  const condition = [
    { value: 'true', label: t('certificates.good') },
    { value: 'false', label: t('certificates.notGood') },
  ];
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={label('issue_date')} error={errors.issue_date?.message}>
          {(control) => (
            <input
              {...control}
              {...register('issue_date')}
              type="date"
              min={DATE_MIN}
              max={DATE_MAX}
              required
              className={inputClass}
            />
          )}
        </Field>
        <Field label={label('expiration_date')} error={errors.expiration_date?.message}>
          {(control) => (
            <input
              {...control}
              {...register('expiration_date')}
              type="date"
              min={DATE_MIN}
              max={DATE_MAX}
              required
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field
        label={label('porosity')}
        error={errors.porosity?.message}
        note={t('certificates.porosityHint')}
      >
        {(control) => (
          <input
            {...control}
            {...register('porosity')}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field label={label('certifier')} error={errors.certifier?.message}>
        {(control) => (
          <select {...control} {...register('certifier')} required className={inputClass}>
            <option value="">{t('certificates.chooseCertifier')}</option>
            {certifiers.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ChoiceGroup
        legend={label('lines_need_trim')}
        options={yesNo}
        error={errors.lines_need_trim?.message}
        field={register('lines_need_trim')}
      />
      <ChoiceGroup
        legend={label('fabric_condition')}
        options={condition}
        error={errors.fabric_condition?.message}
        field={register('fabric_condition')}
      />
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('listing.saving') : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {t('listing.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
