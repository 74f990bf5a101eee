import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { validateCertificateForm, type CertificateFormValues } from './certificate-form-values.ts';

const t = ((key: string) => key) as unknown as TFunction;
const values: CertificateFormValues = {
  issue_date: '2025-03-01',
  expiration_date: '2027-03-01',
  porosity: '42',
  certifier: 'c1',
  lines_need_trim: 'false',
  fabric_condition: 'true',
};

describe('validateCertificateForm', () => {
  it('accepts dates on the edges of the range the API takes', () => {
    const edges = { ...values, issue_date: '1900-01-01', expiration_date: '2100-12-31' };
    expect(validateCertificateForm(edges, t)).toEqual({});
  });

  it.each([
    ['issue_date', '0000-01-01'],
    ['issue_date', '1899-12-31'],
    ['expiration_date', '9999-12-31'],
  ])('refuses %s = %s before the server would', (field, date) => {
    expect(validateCertificateForm({ ...values, [field]: date }, t)).toEqual({
      [field]: 'errors.dateRange',
    });
  });
});
