// Step 2 of the password reset, opened from the mailed link: sets the new password (twice),
// then ends every session of the account, this browser's too. A refused link says why and
// offers a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '#shared/contracts/user-fields.ts';
import { TextField } from '#web/components/ui/form/field.tsx';
import { PASSWORD_MISMATCH, useFieldErrorText } from '#web/components/ui/form/error-text.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useConfirmPasswordReset } from './api/auth.ts';
import { buttonStyle, cardClass, useFailureText } from './reset-step-parts.ts';
import { tokenErrorText } from './token-error.ts';

const passwordStepSchema = z
  .object({ password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: PASSWORD_MISMATCH,
  });

export function PasswordStep({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failureText = useFailureText();
  const serverErrors = useServerErrors();
  const confirm = useConfirmPasswordReset();
  const { isLoggedIn, signOut } = useSession();
  const form = useForm({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await confirm.mutateAsync({ token, password });
      // Every session of the account ended on the server, this browser's too.
      if (isLoggedIn) await signOut();
    } catch (error) {
      serverErrors(error, form.setError, ['password']);
    }
  });

  if (confirm.isSuccess)
    return (
      <div role="status" className={cardClass}>
        <p>{t('accountSecurity.reset.done')}</p>
        <Link to="/auth" className={buttonStyle}>
          {t('auth.reset.toLogin')}
        </Link>
      </div>
    );
  const refused = confirm.isError ? tokenErrorText(confirm.error, t) : null;
  if (refused)
    return (
      <div role="alert" className={cardClass}>
        <p className="font-semibold">{t('accountSecurity.reset.refusedTitle')}</p>
        <p className="text-stone-700">{refused}</p>
        <Link to="/reset-password" className={buttonStyle}>
          {t('accountSecurity.reset.newLink')}
        </Link>
      </div>
    );
  const passwordRefused = confirm.isError && form.formState.errors.password?.type === 'server';
  return (
    <form
      noValidate
      onSubmit={submit}
      className={cardClass}
      aria-label={t('auth.reset.passwordStep')}
    >
      <p className="text-stone-700">{t('accountSecurity.reset.passwordIntro')}</p>
      <TextField
        label={t('auth.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        note={t('account.passwordHint')}
        error={errorText('password', errors.password, form.getValues('password'))}
        {...form.register('password')}
      />
      <TextField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(
          'confirm_password',
          errors.confirm_password,
          form.getValues('confirm_password'),
        )}
        {...form.register('confirm_password')}
      />
      {confirm.isError && !passwordRefused && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(confirm.error)}
        </p>
      )}
      <button type="submit" disabled={confirm.isPending} className={buttonStyle}>
        {confirm.isPending ? t('accountSecurity.saving') : t('auth.reset.save')}
      </button>
    </form>
  );
}
