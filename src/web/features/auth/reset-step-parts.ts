// What both steps of the password reset share: the card and link styles, and the message of a
// failure that is not a refused link.
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';

export const buttonStyle = buttonClass({ className: 'mt-2' });
export const cardClass =
  'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm';
export const linkClass = 'font-medium text-accent-800 underline-offset-2 hover:underline';

/** Anything but a refused link: a rate limit, a network failure, a server error. */
export function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 429
      ? t('accountSecurity.reset.rateLimited')
      : t('account.failed');
}
