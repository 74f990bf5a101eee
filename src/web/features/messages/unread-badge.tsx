// The header's link to the inbox with the unread count (one small component: the header may
// hydrate its user part on the client).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '#web/lib/session-provider.tsx';
import { useUnreadCount } from './api.ts';

export function UnreadBadge() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { data } = useUnreadCount(isLoggedIn);
  if (!isLoggedIn) return null;
  const count = data?.count ?? 0;
  return (
    <Link
      to="/messages"
      className="relative rounded-lg px-2 py-1 text-sm font-medium hover:bg-stone-100"
      aria-label={t('messages.headerLabel', { count })}
    >
      {t('messages.inbox')}
      {count > 0 && (
        <span
          aria-hidden
          className="ml-1 rounded-full bg-accent-700 px-1.5 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
