import type { ReactNode } from 'react';
// The account-settings area of one's own profile page: e-mail verification state, password
// change, data download and account deletion. Only the logged-in user ever sees it.
import { useTranslation } from 'react-i18next';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { DataExport } from './components/data-export.tsx';
import { DeleteAccount } from './components/delete-account.tsx';
import { EmailStatus } from './components/email-status.tsx';
import { PasswordChangeForm } from './components/password-change-form.tsx';

/** `children`: settings other features own (composed by the page in app/). */
export function AccountSettings({ user, children }: { user: PrivateUser; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="account-settings" className="flex flex-col gap-4">
      <h2 id="account-settings" className="text-2xl font-semibold">
        {t('accountSecurity.settings.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <EmailStatus user={user} />
        <PasswordChangeForm user={user} />
        {children}
        <DataExport />
        <DeleteAccount user={user} />
      </div>
    </section>
  );
}
