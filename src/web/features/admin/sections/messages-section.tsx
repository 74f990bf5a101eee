import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '#web/components/ui/toast.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { AdminList, FilterSelect } from '#web/features/admin/admin-list.tsx';
import { useAdminMessages, usePatchMessage } from '#web/features/admin/api/admin.ts';
import {
  adminFilters,
  MESSAGE_FILTERS as FILTERS,
  type MessageFilter as Filter,
} from '#web/features/admin/api/queries.ts';
import { Badge, formatDateTime, useActionError } from '#web/features/admin/components.tsx';

/** The inbox of the contact form, newest first, with a read/unread mark. */
export function MessagesSection() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = adminFilters.messageFilter(params);
  const query = useAdminMessages(adminFilters.messages(params));
  const mark = usePatchMessage();
  const toast = useToast();
  const actionError = useActionError();

  return (
    <AdminList
      id="admin-messages"
      title={t('admin.messages.title')}
      emptyTitle={t('admin.messages.empty')}
      query={query}
      keep={filter === 'all' ? {} : { show: filter }}
      filter={
        <FilterSelect
          id="admin-message-filter"
          label={t('admin.messages.show')}
          value={filter}
          values={Object.keys(FILTERS) as Filter[]}
          optionLabel={(f) => t(`admin.messages.filters.${f}`)}
          onChange={(f) => setParams(f === 'all' ? {} : { show: f })}
        />
      }
      renderItems={(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl border bg-white p-4 ${message.is_read ? 'border-stone-200' : 'border-accent-700'}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-semibold break-words">
                  {message.full_name}
                  <span className="font-normal text-stone-600">
                    {' · '}
                    <a href={`mailto:${message.email}`} className="break-all underline">
                      {message.email}
                    </a>
                  </span>
                </h3>
                {!message.is_read && <Badge tone="accent">{t('admin.messages.new')}</Badge>}
              </div>
              <p className="text-sm text-stone-600">
                {formatDateTime(message.created_at, i18n.language)}
              </p>
              <p className="mt-2 break-words whitespace-pre-line">{message.message}</p>
              <button
                type="button"
                className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
                disabled={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { id: message.id, is_read: !message.is_read },
                    { onError: (failure) => toast.error(actionError(failure)) },
                  )
                }
              >
                {t(message.is_read ? 'admin.messages.markUnread' : 'admin.messages.markRead')}
                <span className="sr-only">{`: ${message.full_name}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
