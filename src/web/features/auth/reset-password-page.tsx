// The two-step password reset, wired to docs/api.md's calls: step 1 mails a link for an
// e-mail address (the answer never says whether an account exists); the link opens step 2
// (/reset-password?token=…), which sets the new password and ends every session.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { registerSchema } from '#shared/contracts/users.ts';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { TextField } from '#web/components/ui/form/field.tsx';
import { useFieldErrorText } from '#web/components/ui/form/error-text.ts';
import { useRequestPasswordReset } from './api/auth.ts';
import { PasswordStep } from './reset-password-step.tsx';
import { buttonStyle, cardClass, linkClass, useFailureText } from './reset-step-parts.ts';

const emailStepSchema = z.object({ email: registerSchema.shape.email });

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
