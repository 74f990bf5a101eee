// The web side of the staff guard (the server checks the role on every call anyway): a
// logged-out visitor goes to /auth and comes back after login; a user without the role sees why
// the page is closed, not a broken screen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { RequireLogin } from '#web/components/require-login.tsx';
import { useSession } from '#web/lib/session-provider.tsx';

export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RequireLogin message={t('admin.loginRequired')}>
      <StaffOnly>{children}</StaffOnly>
    </RequireLogin>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.is_staff) return children;
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-6 sm:p-8"
    >
      <h1 className="text-2xl font-bold">{t('admin.forbiddenTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('admin.forbiddenText')}</p>
      <Link to="/" className={buttonClass({ className: 'mt-6 inline-block' })}>
        {t('common.home')}
      </Link>
    </section>
  );
}
