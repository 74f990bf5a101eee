// The certifier form of staff: /addcertifier creates, the detail page edits. It checks with the
// shared schema the server uses, and shows the server's field errors beside the fields too.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  certifierWriteSchema,
  type CertifierWrite,
  type CertifierWriteInput,
} from '#shared/contracts/catalogue-writes.ts';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass, TextField } from '#web/components/ui/form/field.tsx';
import { translateMessage } from '#web/components/ui/form/error-text.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveCertifier } from './api/certifiers.ts';

type Name = keyof CertifierWriteInput;
const FIELDS: Name[] = ['name', 'website', 'phone_number', 'contact_email', 'address'];

type Props = {
  certifier?: Certifier;
  onSaved: (certifier: Certifier) => void;
  onCancel?: () => void;
};

export function CertifierForm({ certifier, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveCertifier(certifier?.id);
  const serverErrors = useServerErrors();
  const { register, handleSubmit, setError, formState } = useForm<
    CertifierWriteInput,
    unknown,
    CertifierWrite
  >({
    resolver: zodResolver(certifierWriteSchema),
    defaultValues: {
      name: certifier?.name ?? '',
      website: certifier?.website ?? '',
      phone_number: certifier?.phone_number ?? '',
      contact_email: certifier?.contact_email ?? '',
      address: certifier?.address ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      serverErrors(error, setError, FIELDS);
      setError('root', {
        message:
          error instanceof ApiError ? translateMessage(error.message, t) : t('admin.actionFailed'),
      });
    }
  });

  const errorText = (name: Name, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_small') return t('admin.errors.required');
    if (error.type === 'too_big') return t('admin.errors.tooLong');
    if (name === 'contact_email') return t('admin.errors.email');
    if (name === 'phone_number') return t('admin.errors.phone');
    return t('admin.errors.invalid');
  };
  const field = (name: Exclude<Name, 'address'>, type = 'text', autoComplete = 'off') => (
    <TextField
      label={t(`admin.certifiers.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      required={name === 'name'}
      error={errorText(name, formState.errors[name])}
      {...register(name)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {field('name')}
      {field('website', 'url')}
      {field('phone_number', 'tel')}
      {field('contact_email', 'email')}
      <Field
        label={t('admin.certifiers.fields.address')}
        error={errorText('address', formState.errors.address)}
      >
        {(control) => (
          <textarea rows={3} {...control} {...register('address')} className={inputClass} />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t(certifier ? 'admin.certifiers.save' : 'admin.certifiers.create')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        )}
      </div>
      <div role="alert">
        {formState.errors.root && (
          <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {formState.errors.root.message}
          </p>
        )}
      </div>
    </form>
  );
}
