// The spec's password reset: an e-mail step, then a new password and its confirmation. The spec
// wires neither step to the server (no call is made); a later issue connects them to API.md's
// password-reset/ calls. Until then the page says so plainly instead of pretending to send mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { passwordSchema, registerSchema } from '#shared/contracts/users.ts';
import { usePageTitle } from '../../components/ui/page-title.tsx';
import { TextField } from './components/field.tsx';
import { PASSWORD_MISMATCH, useFieldErrorText } from './components/field-errors.ts';

const emailStepSchema = z.object({ email: registerSchema.shape.email });
const passwordStepSchema = z
  .object({ password: passwordSchema, confirm_password: z.string() })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: PASSWORD_MISMATCH,
  });

const buttonClass =
  'mt-2 rounded-lg bg-accent-700 px-4 py-2.5 font-semibold text-white hover:bg-accent-800';
const cardClass = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const [step, setStep] = useState<'email' | 'password' | 'done'>('email');
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-3xl font-bold">{t('auth.reset.title')}</h1>
      <p className="mb-6 text-sm text-stone-600">
        {t('auth.reset.stepOf', { step: step === 'email' ? 1 : 2, total: 2 })}
      </p>
      <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('auth.reset.notWired')}
      </p>
      {step === 'email' && <EmailStep onDone={() => setStep('password')} />}
      {step === 'password' && (
        <PasswordStep onDone={() => setStep('done')} onBack={() => setStep('email')} />
      )}
      {step === 'done' && (
        <div role="status" className={cardClass}>
          <p>{t('auth.reset.done')}</p>
          <Link to="/auth" className={`${buttonClass} text-center`}>
            {t('auth.reset.toLogin')}
          </Link>
        </div>
      )}
    </div>
  );
}

function EmailStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm({ resolver: zodResolver(emailStepSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onDone)}
      className={cardClass}
      aria-label={t('auth.reset.emailStep')}
    >
      <p className="text-stone-700">{t('auth.reset.emailIntro')}</p>
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required
        error={errorText('email', errors.email, form.getValues('email'))}
        {...form.register('email')}
      />
      <button type="submit" className={buttonClass}>
        {t('auth.reset.continue')}
      </button>
    </form>
  );
}

function PasswordStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  // The step replaced the form the user was in: put them in the new one.
  useEffect(() => form.setFocus('password'), [form]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onDone)}
      className={cardClass}
      aria-label={t('auth.reset.passwordStep')}
    >
      <TextField
        label={t('auth.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        required
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
      <button type="submit" className={buttonClass}>
        {t('auth.reset.save')}
      </button>
      <button
        type="button"
        onClick={onBack}
        className="text-sm font-medium text-accent-800 hover:underline"
      >
        {t('auth.reset.back')}
      </button>
    </form>
  );
}
