// What happens when the sign-up / profile form is sent: a 201 opens the
// e-mail modal, a 200 on edit refreshes the user and opens the profile, and any failure shows
// the failure toast plus the server's per-field messages under the fields. The typed values stay.
import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { PASSWORD_MISMATCH } from '#web/components/ui/form/error-text.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useRegister, useUpdateProfile } from '#web/features/users/api/users.ts';
import { paths } from '#shared/paths.ts';

export type SignupValues = {
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  first_name: string;
  last_name: string;
  country: string;
  phone_number: string;
};
const FIELDS = [
  'username',
  'email',
  'password',
  'confirm_password',
  'first_name',
  'last_name',
  'country',
  'phone_number',
];

export function useSignupSubmit(form: UseFormReturn<SignupValues>, editId: string | null) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const register = useRegister();
  const update = useUpdateProfile(editId ?? '');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const serverErrors = useServerErrors();

  const passwordsDiffer = (values: SignupValues) =>
    !editId && values.password !== values.confirm_password;
  const flagMismatch = (focus: boolean) => {
    toast.error(t('account.passwordMismatch'));
    form.setError(
      'confirm_password',
      { type: 'mismatch', message: PASSWORD_MISMATCH },
      { shouldFocus: focus },
    );
  };

  const showFailure = (error: unknown) => {
    toast.error(t('account.failed'));
    if (!(error instanceof ApiError)) return;
    const { placed } = serverErrors(error, form.setError, FIELDS);
    // A taken name comes as a 409 with a code; say it in the page's language, under the field.
    const taken = { username_taken: 'username', email_taken: 'email' } as const;
    const field = taken[error.body?.code as keyof typeof taken];
    if (field) {
      const message = t(`account.errors.${field}Taken`);
      form.setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    }
  };

  const onValid = async (values: SignupValues) => {
    if (passwordsDiffer(values)) return flagMismatch(true);
    const profile = {
      first_name: values.first_name,
      last_name: values.last_name,
      country: values.country,
      phone_number: values.phone_number,
    };
    try {
      if (editId) {
        await update.mutateAsync(profile);
        navigate(paths.user(editId));
        return;
      }
      const language = LANGUAGES.find((l) => l === i18n.resolvedLanguage) as Language | undefined;
      const { username, email, password } = values;
      await register.mutateAsync({ username, email, password, ...profile, language });
      setRegisteredEmail(email);
    } catch (error) {
      showFailure(error);
    }
  };

  // The schema's own messages show under the fields; a mismatch is the failure toast on top.
  const onInvalid = (errors: FieldErrors<SignupValues>) => {
    const values = form.getValues();
    if (!errors.confirm_password && values.confirm_password && passwordsDiffer(values))
      flagMismatch(false);
  };

  return {
    submit: form.handleSubmit(onValid, onInvalid),
    isSubmitting: register.isPending || update.isPending,
    registeredEmail,
    afterVerified: () => navigate('/auth'),
  };
}
