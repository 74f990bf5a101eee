import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Certificate, CertificateWrite } from '#shared/contracts/certificates.ts';
import { DATE_MAX, DATE_MIN } from '#shared/contracts/common.ts';
import { ErrorMessage } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Field, inputClass } from '../../listing/components/field.tsx';
import { ruleMessage } from '../../../lib/rule-messages.ts';
import { applyServerErrors, nestErrors } from '../../listing/form-errors.ts';
import { useCertifierOptions } from '../api/certificates.ts';
import {
  CERTIFICATE_FIELDS,
  certificateToForm,
  formToCertificate,
  validateCertificateForm,
  type CertificateFormValues,
} from '../certificate-form-values.ts';
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
  const certifiers = useCertifierOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const label = (field: string) => t(`certificates.fields.${field}`);

  const resolver: Resolver<CertificateFormValues> = (values) => {
    const flat = validateCertificateForm(values, t);
    return Object.keys(flat).length
      ? { values: {}, errors: nestErrors<CertificateFormValues>(flat) }
      : { values, errors: {} };
  };
  const { register, handleSubmit, setError, formState } = useForm<CertificateFormValues>({
    defaultValues: certificateToForm(certificate),
    resolver,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: CertificateFormValues) => {
    setFormError(null);
    try {
      await save(formToCertificate(values));
      onSaved();
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          (key) => CERTIFICATE_FIELDS.includes(key),
          setError,
          (message) => ruleMessage(t, message) ?? message,
        ),
      );
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
        hint={t('certificates.porosityHint')}
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
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
        >
          {isSubmitting ? t('listing.saving') : submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-stone-300 px-6 py-3 font-medium hover:bg-stone-100"
          >
            {t('listing.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
