import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordChangeSchema } from '#shared/contracts/account-security.ts';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { TextField } from '../../auth/components/field.tsx';
import { PASSWORD_MISMATCH, useFieldErrorText } from '../../auth/components/field-errors.ts';
import { settingsCardClass, settingsHeadingClass } from './settings-card.ts';
import { useChangePassword } from '../api/account-security.ts';

const WRONG_OLD = 'The current password is not correct.';
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
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(user.username)),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const text = (name: (typeof FIELDS)[number]) => {
    if (errors[name]?.message === WRONG_OLD) return t('accountSecurity.password.wrongOld');
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
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const named = FIELDS.filter((f) => fields[f]?.[0]);
      named.forEach((name, i) =>
        form.setError(
          name,
          { type: 'server', message: fields[name]![0] },
          { shouldFocus: i === 0 },
        ),
      );
      if (named.length === 0) toast.error(t('account.failed'));
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
      <button
        type="submit"
        disabled={change.isPending}
        className="self-start rounded-lg bg-accent-700 px-4 py-2.5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
      >
        {change.isPending ? t('accountSecurity.saving') : t('accountSecurity.password.submit')}
      </button>
    </form>
  );
}
