// The certificate form's values, their schema (the write contract) and the conversion to the API body.
import type { TFunction } from 'i18next';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { z } from 'zod';
import {
  certificateWriteSchema,
  type Certificate,
  type CertificateWrite,
} from '#shared/contracts/certificates.ts';

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

const blank = (value: string | null) => !(value ?? '').trim();
const flag = (value: Flag | null) => (value ? value === 'true' : undefined);

/**
 * The form checked by the write contract: a blank field goes in as missing, the radio answers as
 * booleans, porosity as typed (the contract reads numeric text).
 */
export const certificateFormSchema = z.preprocess((input) => {
  const values = input as CertificateFormValues;
  const text = (value: string | null) => (blank(value) ? undefined : value);
  return {
    issue_date: text(values.issue_date),
    expiration_date: text(values.expiration_date),
    porosity: text(values.porosity),
    certifier: text(values.certifier),
    lines_need_trim: flag(values.lines_need_trim),
    fabric_condition: flag(values.fabric_condition),
  };
}, certificateWriteSchema);

/** Every field is needed, porosity ≥ 0, the expiry not before the issue date. */
export function certificateErrorText(t: TFunction) {
  return (path: string, error: unknown, values: CertificateFormValues): string => {
    // An unchecked radio group reads null, not ''.
    if (blank(values[path as keyof CertificateFormValues] as string | null))
      return t('listing.errors.empty', { field: t(`certificates.fields.${path}`) });
    // A date outside the API's range, or a control character, in the shared rule's words.
    const rule = ruleMessage(t, (error as { message?: string } | undefined)?.message);
    if (rule) return rule;
    if (path === 'porosity') return t('certificates.errors.porosity');
    if (path === 'expiration_date') return t('certificates.errors.expiry');
    return t('account.errors.invalid');
  };
}
