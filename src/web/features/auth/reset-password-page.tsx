// The two-step password reset, wired to docs/api.md's calls: step 1 mails a link for an
// e-mail address (the answer never says whether an account exists); the link opens step 2
// (/reset-password?token=…), which sets the new password and ends every session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordSchema, registerSchema } from '#shared/contracts/users.ts';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useConfirmPasswordReset, useRequestPasswordReset } from './api/auth.ts';
import { TextField } from '#web/components/ui/form/field.tsx';
import { PASSWORD_MISMATCH, useFieldErrorText } from '#web/components/ui/form/error-text.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { tokenErrorText } from './token-error.ts';

const emailStepSchema = z.object({ email: registerSchema.shape.email });
const passwordStepSchema = z
  .object({ password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: PASSWORD_MISMATCH,
  });

const buttonStyle = buttonClass({ className: 'mt-2' });
const cardClass = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm';
const linkClass = 'font-medium text-accent-800 underline-offset-2 hover:underline';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-3xl font-bold">{t('auth.reset.title')}</h1>
      <p className="mb-6 text-sm text-stone-600">
        {t('auth.reset.stepOf', { step: token ? 2 : 1, total: 2 })}
      </p>
      {token ? <PasswordStep key={token} token={token} /> : <EmailStep />}
    </div>
  );
}

/** Anything but a refused link: a rate limit, a network failure, a server error. */
function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 429
      ? t('accountSecurity.reset.rateLimited')
      : t('account.failed');
}

function EmailStep() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const failureText = useFailureText();
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(emailStepSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  if (request.isSuccess)
    return (
      <div role="status" className={cardClass}>
        <p>{t('accountSecurity.reset.sent', { email: request.variables.email })}</p>
        <Link to="/auth" className={linkClass}>
          {t('auth.reset.toLogin')}
        </Link>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      className={cardClass}
      aria-label={t('auth.reset.emailStep')}
    >
      <p className="text-stone-700">{t('accountSecurity.reset.emailIntro')}</p>
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText('email', errors.email, form.getValues('email'))}
        {...form.register('email')}
      />
      {request.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(request.error)}
        </p>
      )}
      <button type="submit" disabled={request.isPending} className={buttonStyle}>
        {request.isPending ? t('accountSecurity.sending') : t('accountSecurity.reset.send')}
      </button>
      <Link to="/auth" className={`${linkClass} text-sm`}>
        {t('auth.reset.toLogin')}
      </Link>
    </form>
  );
}

function PasswordStep({ token }: { token: string }) {
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
