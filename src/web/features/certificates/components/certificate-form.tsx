// The certificate form (adding one, and its owner's edit): the values, the submit and the
// server's errors; its fields are in certificate-fields.tsx.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Certificate, CertificateWrite } from '#shared/contracts/certificates.ts';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
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
import { CertificateFields } from './certificate-fields.tsx';

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
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <CertificateFields register={register} errors={errors} certifiers={certifiers.data} />
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
