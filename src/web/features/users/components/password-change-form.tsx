import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordChangeSchema } from '#shared/contracts/account-security.ts';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { TextField } from '#web/components/ui/form/field.tsx';
import { PASSWORD_MISMATCH, useFieldErrorText } from '#web/components/ui/form/error-text.ts';
import { settingsCardClass, settingsHeadingClass } from '#web/components/ui/settings-card.ts';
import { useChangePassword } from '#web/features/users/api/account-security.ts';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
type Values = { old_password: string; new_password: string; confirm_password: string };

const schemaFor = (username: string) =>
  passwordChangeSchema
    .extend({ confirm_password: z.string() })
    .refine((v) => v.new_password.toLowerCase() !== username.toLowerCase(), {
      path: ['new_password'],
      message: 'The password cannot be the username.',
    })
    .refine((v) => v.new_password === v.confirm_password, {
      path: ['confirm_password'],
      message: PASSWORD_MISMATCH,
    });

/** Old and new password; the server keeps this session and ends every other one. */
export function PasswordChangeForm({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useFieldErrorText();
  const serverErrors = useServerErrors();
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(user.username)),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const text = (name: (typeof FIELDS)[number]) => {
    // The form's own field names, so the shared messages read as password messages.
    return errorText(
      name === 'old_password' ? 'old' : 'password',
      errors[name],
      form.getValues(name),
    );
  };

  const submit = form.handleSubmit(async ({ old_password, new_password }) => {
    try {
      await change.mutateAsync({ old_password, new_password });
      form.reset();
      toast.success(t('accountSecurity.password.done'));
    } catch (error) {
      if (!serverErrors(error, form.setError, FIELDS).placed) toast.error(t('account.failed'));
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className={settingsCardClass}
      aria-labelledby="password-change"
    >
      <h3 id="password-change" className={settingsHeadingClass}>
        {t('accountSecurity.password.title')}
      </h3>
      <TextField
        label={t('accountSecurity.password.old')}
        type="password"
        autoComplete="current-password"
        required
        error={text('old_password')}
        {...form.register('old_password')}
      />
      <TextField
        label={t('accountSecurity.password.new')}
        type="password"
        autoComplete="new-password"
        required
        note={t('account.passwordHint')}
        error={text('new_password')}
        {...form.register('new_password')}
      />
      <TextField
        label={t('accountSecurity.password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={text('confirm_password')}
        {...form.register('confirm_password')}
      />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? t('accountSecurity.saving') : t('accountSecurity.password.submit')}
      </Button>
    </form>
  );
}
