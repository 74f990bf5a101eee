import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/paths.ts';
import { Link, useSearchParams } from 'react-router';
import type { AdminUser, AdminUserPatch } from '#shared/contracts/admin.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { AdminList } from '#web/features/admin/admin-list.tsx';
import { useAdminUsers, usePatchUser } from '#web/features/admin/api/admin.ts';
import { adminFilters } from '#web/features/admin/api/queries.ts';
import { Badge, useActionError } from '#web/features/admin/components.tsx';
import { CertifierAccountControl } from './certifier-account-control.tsx';

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

type RowProps = {
  user: AdminUser;
  busy: boolean;
  onChange: (user: AdminUser, body: AdminUserPatch, done: string) => void;
  onSuspend: (user: AdminUser) => void;
};

function UserRow({ user, busy, onChange, onSuspend }: RowProps) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const self = me?.id === user.id;
  const name = `${user.first_name} ${user.last_name}`.trim();
  // Screen readers hear whose account each button changes; the visible label stays short.
  const who = <span className="sr-only">{`: ${user.username}`}</span>;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">
          <Link to={paths.user(user.id)} className="text-accent-800 underline">
            {user.username}
          </Link>
          {name && <span className="font-normal text-stone-600">{` · ${name}`}</span>}
        </p>
        <p className="text-sm break-all text-stone-600">{user.email}</p>
        <p className="mt-1 flex flex-wrap gap-1">
          {user.is_certified_seller && <Badge tone="amber">{t('gears.certifiedSeller')}</Badge>}
          {user.is_staff && <Badge tone="accent">{t('admin.users.staff')}</Badge>}
          {user.is_suspended && <Badge tone="red">{t('admin.users.suspendedBadge')}</Badge>}
        </p>
        <CertifierAccountControl user={user} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          disabled={busy}
          onClick={() =>
            onChange(
              user,
              { is_certified_seller: !user.is_certified_seller },
              user.is_certified_seller ? 'admin.users.badgeRevoked' : 'admin.users.badgeGranted',
            )
          }
        >
          {t(user.is_certified_seller ? 'admin.users.revokeBadge' : 'admin.users.grantBadge')}
          {who}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          disabled={busy || self}
          onClick={() =>
            onChange(
              user,
              { is_staff: !user.is_staff },
              user.is_staff ? 'admin.users.staffRevoked' : 'admin.users.staffGranted',
            )
          }
        >
          {t(user.is_staff ? 'admin.users.revokeStaff' : 'admin.users.grantStaff')}
          {who}
        </button>
        {user.is_suspended ? (
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            disabled={busy}
            onClick={() => onChange(user, { is_suspended: false }, 'admin.users.unsuspended')}
          >
            {t('admin.users.unsuspend')}
            {who}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass({ variant: 'danger-outline', size: 'sm' })}
            disabled={busy || self}
            onClick={() => onSuspend(user)}
          >
            {t('admin.users.suspend')}
            {who}
          </button>
        )}
      </div>
    </li>
  );
}
