// The certificate form's values, its client checks and the conversion to the API body.
import type { TFunction } from 'i18next';
import type { Certificate, CertificateWrite } from '#shared/contracts/certificates.ts';
import { DATE_MAX, DATE_MIN, isDateInRange } from '#shared/contracts/common.ts';

type Flag = '' | 'true' | 'false';
export type CertificateFormValues = {
  issue_date: string;
  expiration_date: string;
  porosity: string;
  certifier: string;
  lines_need_trim: Flag;
  fabric_condition: Flag;
};

export const CERTIFICATE_FIELDS: readonly string[] = [
  'issue_date',
  'expiration_date',
  'porosity',
  'certifier',
  'lines_need_trim',
  'fabric_condition',
] satisfies (keyof CertificateFormValues)[];

export const certificateToForm = (c?: Certificate): CertificateFormValues => ({
  issue_date: c?.issue_date ?? '',
  expiration_date: c?.expiration_date ?? '',
  porosity: c ? String(c.porosity) : '',
  certifier: c?.certifier ?? '',
  lines_need_trim: c ? (String(c.lines_need_trim) as Flag) : '',
  fabric_condition: c ? (String(c.fabric_condition) as Flag) : '',
});

export const formToCertificate = (values: CertificateFormValues): CertificateWrite => ({
  issue_date: values.issue_date,
  expiration_date: values.expiration_date,
  porosity: Number(values.porosity),
  certifier: values.certifier,
  lines_need_trim: values.lines_need_trim === 'true',
  fabric_condition: values.fabric_condition === 'true',
});

/**
 * Errors by field: every field is needed, dates within the API's range, porosity ≥ 0, the expiry
 * not before the issue date.
 */
export function validateCertificateForm(values: CertificateFormValues, t: TFunction) {
  const errors: Record<string, string> = {};
  for (const field of CERTIFICATE_FIELDS) {
    // An unchecked radio group reads null, not ''.
    const value = values[field as keyof CertificateFormValues] as string | null;
    if (!(value ?? '').trim()) {
      errors[field] = t('listing.errors.empty', { field: t(`certificates.fields.${field}`) });
    }
  }
  for (const field of ['issue_date', 'expiration_date'] as const) {
    if (!errors[field] && !isDateInRange(values[field]))
      errors[field] = t('errors.dateRange', { min: DATE_MIN, max: DATE_MAX });
  }
  const porosity = Number(values.porosity);
  if (!errors.porosity && (!Number.isFinite(porosity) || porosity < 0)) {
    errors.porosity = t('certificates.errors.porosity');
  }
  if (!errors.issue_date && !errors.expiration_date && values.expiration_date < values.issue_date) {
    errors.expiration_date = t('certificates.errors.expiry');
  }
  return errors;
}
