import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminUser, AdminUserPatch } from '#shared/contracts/admin.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { AdminList } from '#web/features/admin/admin-list.tsx';
import { useAdminUsers, usePatchUser } from '#web/features/admin/api/admin.ts';
import { adminFilters } from '#web/features/admin/api/queries.ts';
import { useActionError } from '#web/features/admin/components.tsx';
import { UserRow } from './user-row.tsx';

/** Search accounts; grant or revoke the badge and the staff role; suspend. */
export function UsersSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = adminFilters.users(params);
  const { q } = filters;
  const [text, setText] = useState(q);
  const query = useAdminUsers(filters);
  const [toSuspend, setToSuspend] = useState<AdminUser | null>(null);
  const patch = usePatchUser();
  const toast = useToast();
  const actionError = useActionError();

  const change = (user: AdminUser, body: AdminUserPatch, done: string) =>
    patch.mutate(
      { id: user.id, ...body },
      {
        onSuccess: () => toast.success(t(done, { name: user.username })),
        onError: (failure) => toast.error(actionError(failure)),
        onSettled: () => setToSuspend(null),
      },
    );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <AdminList
      id="admin-users"
      title={t('admin.users.title')}
      emptyTitle={t('admin.users.empty')}
      query={query}
      keep={q ? { q } : {}}
      filter={
        <form role="search" onSubmit={search} className="mb-4 flex flex-wrap gap-2">
          <label htmlFor="admin-user-q" className="sr-only">
            {t('admin.users.search')}
          </label>
          <input
            id="admin-user-q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('admin.users.searchPlaceholder')}
            className={`${inputClass} max-w-md flex-1`}
          />
          <button type="submit" className={buttonClass()}>
            {t('admin.users.search')}
          </button>
        </form>
      }
      renderItems={(items) => (
        <ul className="flex flex-col gap-3">
          {items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              busy={patch.isPending}
              onChange={change}
              onSuspend={setToSuspend}
            />
          ))}
        </ul>
      )}
    >
      <ConfirmDialog
        open={toSuspend !== null}
        title={t('admin.users.suspendTitle')}
        message={t('admin.users.suspendText', { name: toSuspend?.username ?? '' })}
        confirmLabel={t('admin.users.suspend')}
        cancelLabel={t('admin.cancel')}
        busy={patch.isPending}
        onConfirm={() =>
          toSuspend && change(toSuspend, { is_suspended: true }, 'admin.users.suspended')
        }
        onCancel={() => setToSuspend(null)}
      />
    </AdminList>
  );
}
