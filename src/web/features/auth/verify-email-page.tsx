// /verify-email?token=…: the link of the verification mail. The token is sent once on arrival;
// the page then says whether the address is confirmed, or why the link did not work.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useVerifyEmail } from './api/auth.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { tokenErrorText } from './token-error.ts';
import { paths } from '#shared/paths.ts';

const linkButton = buttonClass({ className: 'inline-block self-start' });
const cardClass = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('accountSecurity.verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const { user, isLoggedIn } = useSession();
  // One use per link: React may run effects twice in development, the request must not.
  const sent = useRef('');
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate({ token });
  }, [token, verify]);

  const next = isLoggedIn && user ? paths.user(user.id) : '/auth';
  const nextLabel = isLoggedIn
    ? t('accountSecurity.verify.toProfile')
    : t('accountSecurity.verify.toLogin');
  const refused = verify.isError ? tokenErrorText(verify.error, t) : null;

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-6 text-3xl font-bold">{t('accountSecurity.verify.title')}</h1>
      {!token && (
        <p role="alert" className={cardClass}>
          {t('accountSecurity.verify.missing')}
        </p>
      )}
      {token && (verify.isIdle || verify.isPending) && (
        <Spinner label={t('accountSecurity.verify.checking')} />
      )}
      {verify.isSuccess && (
        <div role="status" className={cardClass}>
          <p className="font-medium text-accent-800">{t('accountSecurity.verify.done')}</p>
          <Link to={next} className={linkButton}>
            {nextLabel}
          </Link>
        </div>
      )}
      {verify.isError && refused && (
        <div role="alert" className={cardClass}>
          <p className="font-semibold">{t('accountSecurity.verify.failedTitle')}</p>
          <p className="text-stone-700">{refused}</p>
          <p className="text-stone-700">
            {isLoggedIn
              ? t('accountSecurity.verify.resendHere')
              : t('accountSecurity.verify.resendLogin')}
          </p>
          <Link to={next} className={linkButton}>
            {nextLabel}
          </Link>
        </div>
      )}
      {verify.isError && !refused && (
        <ErrorMessage error={verify.error} onRetry={() => verify.mutate({ token })} />
      )}
    </div>
  );
}
