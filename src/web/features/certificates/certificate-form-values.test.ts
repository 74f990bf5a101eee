import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { zodResolverWith } from '#web/components/ui/form/zod-resolver.ts';
import {
  certificateErrorText,
  certificateFormSchema,
  type CertificateFormValues,
} from './certificate-form-values.ts';

const t = ((key: string) => key) as unknown as TFunction;
const values: CertificateFormValues = {
  issue_date: '2025-03-01',
  expiration_date: '2027-03-01',
  porosity: '42',
  certifier: '11111111-1111-4111-8111-111111111111',
  lines_need_trim: 'false',
  fabric_condition: 'true',
};

const resolve = zodResolverWith<CertificateFormValues>(
  certificateFormSchema,
  certificateErrorText(t),
);
/** The form's messages by field, as the resolver gives them to react-hook-form. */
async function errorsOf(form: CertificateFormValues) {
  const result = await resolve(form, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

describe('the certificate form’s check (the write contract)', () => {
  it('accepts dates on the edges of the range the API takes', async () => {
    const edges = { ...values, issue_date: '1900-01-01', expiration_date: '2100-12-31' };
    expect(await errorsOf(edges)).toEqual({});
  });

  it.each([
    ['issue_date', '0000-01-01'],
    ['issue_date', '1899-12-31'],
    ['expiration_date', '9999-12-31'],
  ])('refuses %s = %s before the server would', async (field, date) => {
    expect(await errorsOf({ ...values, [field]: date })).toEqual({
      [field]: 'errors.dateRange',
    });
  });
});
