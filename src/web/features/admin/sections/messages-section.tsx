import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useToast } from '#web/components/ui/toast.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import {
  ADMIN_PAGE_SIZE,
  useAdminMessages,
  usePatchMessage,
} from '#web/features/admin/api/admin.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { Badge, formatDateTime, useActionError } from '#web/features/admin/components.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';

const FILTERS = { all: undefined, unread: 'false', read: 'true' } as const;
type Filter = keyof typeof FILTERS;

/** The inbox of the contact form, newest first, with a read/unread mark. */
export function MessagesSection() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter: Filter =
    (['unread', 'read'] as const).find((f) => f === params.get('show')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, error, refetch } = useAdminMessages({ is_read: FILTERS[filter], page });
  const mark = usePatchMessage();
  const toast = useToast();
  const actionError = useActionError();

  return (
    <section aria-labelledby="admin-messages">
      <h2 id="admin-messages" className="mb-3 text-xl font-semibold">
        {t('admin.messages.title')}
      </h2>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor="admin-message-filter" className="font-medium">
          {t('admin.messages.show')}
        </label>
        <select
          id="admin-message-filter"
          value={filter}
          onChange={(event) =>
            setParams(event.target.value === 'all' ? {} : { show: event.target.value })
          }
          className="rounded-lg border border-stone-300 bg-white px-3 py-2"
        >
          {(Object.keys(FILTERS) as Filter[]).map((f) => (
            <option key={f} value={f}>
              {t(`admin.messages.filters.${f}`)}
            </option>
          ))}
        </select>
      </div>
      <ListState
        isPending={isPending}
        error={error}
        items={data?.items}
        emptyTitle={t('admin.messages.empty')}
        onRetry={() => void refetch()}
      >
        {(items) => (
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
      </ListState>
      {data && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={data.total}
          onPage={(next) =>
            setParams({ ...(filter === 'all' ? {} : { show: filter }), page: String(next) })
          }
        />
      )}
    </section>
  );
}
