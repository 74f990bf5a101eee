// One account in the back office's user list: who it is, its badges, and the buttons that
// grant or revoke the seller badge and the staff role, suspend or lift a suspension. Nobody
// can take their own staff role or suspend themselves.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import type { AdminUser, AdminUserPatch } from '#shared/contracts/admin.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { Badge } from '#web/features/admin/components.tsx';
import { CertifierAccountControl } from './certifier-account-control.tsx';

type RowProps = {
  user: AdminUser;
  busy: boolean;
  onChange: (user: AdminUser, body: AdminUserPatch, done: string) => void;
  onSuspend: (user: AdminUser) => void;
};

export function UserRow({ user, busy, onChange, onSuspend }: RowProps) {
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
