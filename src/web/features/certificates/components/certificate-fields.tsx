// The certificate form's fields (certificate-form.tsx holds the form, its submit and errors):
// issue and expiry date, porosity, certifier, whether the lines need trim, the fabric condition.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { DATE_MAX, DATE_MIN } from '#shared/contracts/common.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import type { CertificateFormValues } from '#web/features/certificates/certificate-form-values.ts';
import { ChoiceGroup } from './choice-group.tsx';

type Props = {
  register: UseFormRegister<CertificateFormValues>;
  errors: FieldErrors<CertificateFormValues>;
  certifiers: Certifier[];
};

export function CertificateFields({ register, errors, certifiers }: Props) {
  const { t } = useTranslation();
  const label = (field: string) => t(`certificates.fields.${field}`);
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];
  const condition = [
    { value: 'true', label: t('certificates.good') },
    { value: 'false', label: t('certificates.notGood') },
  ];
  return (
    <>
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
            {certifiers.map((c) => (
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
    </>
  );
}
