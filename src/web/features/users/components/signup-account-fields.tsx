// The account half of the sign-up form: username, e-mail and password (typed twice). Editing a
// profile shows them but does not let them change (the API ignores them on PUT).
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/form/field.tsx';
import type { SignupValues } from './use-signup-submit.ts';

type Props = {
  form: UseFormReturn<SignupValues>;
  editing: boolean;
  /** What a refused post without JavaScript had typed (never a password). */
  typed: Record<string, string>;
  error: (name: keyof SignupValues) => string | undefined;
};

export function SignupAccountFields({ form, editing, typed, error }: Props) {
  const { t } = useTranslation();
  const notEditable = editing ? t('account.notEditable') : undefined;
  return (
    <>
      <TextField
        label={t('account.username')}
        autoComplete="username"
        autoCapitalize="none"
        required={!editing}
        disabled={editing}
        note={notEditable}
        error={error('username')}
        defaultValue={typed.username}
        {...form.register('username')}
      />
      <TextField
        label={t('account.email')}
        type="email"
        autoComplete="email"
        required={!editing}
        disabled={editing}
        note={notEditable}
        error={error('email')}
        defaultValue={typed.email}
        {...form.register('email')}
      />
      {editing ? (
        <TextField
          label={t('account.password')}
          type="password"
          disabled
          value=""
          placeholder="••••••••"
          note={notEditable}
          className="sm:col-span-2"
        />
      ) : (
        <>
          <TextField
            label={t('account.password')}
            type="password"
            autoComplete="new-password"
            required
            note={t('account.passwordHint')}
            error={error('password')}
            {...form.register('password')}
          />
          <TextField
            label={t('account.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={error('confirm_password')}
            {...form.register('confirm_password')}
          />
        </>
      )}
    </>
  );
}
