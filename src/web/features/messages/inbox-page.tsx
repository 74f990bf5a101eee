import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequireLogin } from '#web/components/require-login.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useInbox } from './api.ts';

/** /messages: the caller's conversations, newest activity first, unread ones in bold. */
export function InboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('messages.inbox'));
  return (
    <RequireLogin message={t('messages.loginToRead')}>
      <section aria-labelledby="inbox-title" className="flex flex-col gap-4">
        <h1 id="inbox-title" className="text-2xl font-bold sm:text-3xl">
          {t('messages.inbox')}
        </h1>
        <InboxList />
      </section>
    </RequireLogin>
  );
}

export function InboxList() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useInbox();
  if (isPending) return <Spinner />;
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  // A conversation starts on a listing's page: the way there, from the empty inbox.
  if (data.items.length === 0)
    return (
      <EmptyState title={t('messages.empty')}>
        <Link to="/gears" className="font-medium text-accent-800 underline">
          {t('home.seeGears')}
        </Link>
      </EmptyState>
    );
  return (
    <ul className="flex flex-col divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {data.items.map((c) => {
        const unread = c.unread_count > 0;
        const name = c.other_user
          ? `${c.other_user.first_name} ${c.other_user.last_name}`.trim()
          : t('messages.deletedUser');
        return (
          <li key={c.id}>
            <Link
              to={`/messages/${c.id}`}
              className="flex items-center gap-3 p-3 hover:bg-stone-50 focus-visible:bg-stone-50"
            >
              {c.gear.thumbnail ? (
                <img
                  src={c.gear.thumbnail}
                  alt=""
                  className="size-14 shrink-0 rounded object-cover"
                />
              ) : (
                <span aria-hidden className="size-14 shrink-0 rounded bg-stone-200" />
              )}
              <span className="min-w-0 flex-1">
                <span className={`block truncate ${unread ? 'font-bold' : 'font-medium'}`}>
                  {c.gear.name}
                  <span className="ml-2 text-sm font-normal text-stone-600">
                    {t(`messages.state.${c.gear.status}`)}
                  </span>
                </span>
                <span className="block truncate text-sm text-stone-700">
                  {name}: {c.last_message?.text ?? ''}
                </span>
              </span>
              {unread && (
                <span className="rounded-full bg-accent-700 px-2 py-0.5 text-sm font-bold text-white">
                  {c.unread_count}
                  <span className="sr-only"> {t('messages.unread')}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
