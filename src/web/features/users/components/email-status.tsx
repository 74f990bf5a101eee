import { useTranslation } from 'react-i18next';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { settingsCardClass, settingsHeadingClass } from '#web/components/ui/settings-card.ts';
import { useResendVerification } from '#web/features/users/api/account-security.ts';

/** Whether the address is verified; if not, a button that mails a new link. */
export function EmailStatus({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const failed =
    resend.error instanceof ApiError && resend.error.status === 429
      ? t('accountSecurity.reset.rateLimited')
      : t('account.failed');
  return (
    <div className={settingsCardClass} aria-labelledby="email-status">
      <h3 id="email-status" className={settingsHeadingClass}>
        {t('accountSecurity.settings.emailTitle')}
      </h3>
      {user.email_verified ? (
        <p className="flex items-start gap-2">
          <CheckIcon />
          <span>{t('accountSecurity.settings.verified', { email: user.email })}</span>
        </p>
      ) : (
        <>
          <p className="flex items-start gap-2">
            <AlertIcon />
            <span>{t('accountSecurity.settings.notVerified', { email: user.email })}</span>
          </p>
          {resend.isSuccess ? (
            <p role="status" className="text-accent-800">
              {t('accountSecurity.settings.resent', { email: user.email })}
            </p>
          ) : (
            <button
              type="button"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
              className="self-start rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-60"
            >
              {resend.isPending
                ? t('accountSecurity.sending')
                : t('accountSecurity.settings.resend')}
            </button>
          )}
          {resend.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {failed}
            </p>
          )}
        </>
      )}
    </div>
  );
}

const iconClass = 'mt-0.5 size-5 shrink-0';
const CheckIcon = () => (
  <svg
    aria-hidden
    viewBox="0 0 20 20"
    fill="currentColor"
    className={`${iconClass} text-accent-700`}
  >
    <path
      fillRule="evenodd"
      d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
      clipRule="evenodd"
    />
  </svg>
);
const AlertIcon = () => (
  <svg
    aria-hidden
    viewBox="0 0 20 20"
    fill="currentColor"
    className={`${iconClass} text-amber-700`}
  >
    <path
      fillRule="evenodd"
      d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      clipRule="evenodd"
    />
  </svg>
);
