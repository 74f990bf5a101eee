import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './ui/form/button.tsx';

/** The logged-out message, with a login link that brings the user back to `from`. */
export function LoginNotice({ from, message }: { from: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-medium">{message ?? t('listing.loginRequired')}</p>
      <Link
        to={`/auth?next=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClass()}
      >
        {t('listing.loginLink')}
      </Link>
    </div>
  );
}
