import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  accountDeleteSchema,
  type AccountDeleteInput,
} from '#shared/contracts/account-security.ts';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { TextField } from '#web/components/ui/form/field.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { settingsCardClass } from '#web/components/ui/settings-card.ts';
import { useDeleteAccount } from '#web/features/users/api/account-security.ts';

/** Deleting the account: the password first, then a confirmation, then everything goes. */
export function DeleteAccount({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const remove = useDeleteAccount(user.id);
  const [confirming, setConfirming] = useState(false);
  const serverErrors = useServerErrors();
  const form = useForm<AccountDeleteInput>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password;
  const errorText = !error
    ? undefined
    : error.type === 'server'
      ? t('accountSecurity.delete.wrongPassword')
      : t('account.errors.required');

  const onConfirm = async () => {
    try {
      await remove.mutateAsync(form.getValues());
      setConfirming(false);
      // The server already ended every session; this clears the browser's copy.
      await signOut();
      toast.success(t('accountSecurity.delete.done'));
      navigate('/', { replace: true });
    } catch (failure) {
      setConfirming(false);
      // The server's words on the password are always "wrong password" here.
      if (!serverErrors(failure, form.setError, ['password']).placed)
        toast.error(t('account.failed'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => setConfirming(true))}
      className={`${settingsCardClass} border-red-200`}
      aria-labelledby="delete-account"
    >
      <h3 id="delete-account" className="text-lg font-semibold text-red-800">
        {t('accountSecurity.delete.title')}
      </h3>
      <p className="text-stone-700">{t('accountSecurity.delete.text')}</p>
      <TextField
        label={t('accountSecurity.delete.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errorText}
        {...form.register('password')}
      />
      <Button type="submit" variant="danger" className="self-start">
        {t('accountSecurity.delete.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('accountSecurity.delete.confirmTitle')}
        message={t('accountSecurity.delete.confirmText')}
        confirmLabel={
          remove.isPending
            ? t('accountSecurity.delete.deleting')
            : t('accountSecurity.delete.confirm')
        }
        cancelLabel={t('accountSecurity.delete.cancel')}
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
