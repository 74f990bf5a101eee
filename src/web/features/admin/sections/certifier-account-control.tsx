import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useCertifiers } from '#web/lib/certifiers.ts';
import type { AdminUser } from '#shared/contracts/admin.ts';
import { useLinkCertifier } from '#web/features/admin/api/certifier-accounts.ts';

/**
 * Which certifier a user speaks for: their passport records name it and can be signed. The
 * current one comes with the list row (`certifier`), not from a request of its own.
 */
export function CertifierAccountControl({ user }: { user: AdminUser }) {
  const { id: userId, username } = user;
  const { t } = useTranslation();
  const id = useId();
  const certifiers = useCertifiers();
  const link = useLinkCertifier(userId);
  const toast = useToast();
  if (!certifiers.data) return null;
  // While a change is saved (and the list refetched) the select shows the choice.
  const value = link.isPending ? (link.variables ?? '') : (user.certifier?.id ?? '');
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-stone-700">
        {t('admin.users.certifier')}
        <span className="sr-only">{`: ${username}`}</span>
      </label>
      <select
        id={id}
        className={`${inputClass} max-w-56`}
        value={value}
        disabled={link.isPending}
        onChange={(e) =>
          link.mutate(e.target.value || null, {
            onSuccess: () => toast.success(t('admin.users.certifierSaved', { name: username })),
          })
        }
      >
        <option value="">{t('admin.users.noCertifier')}</option>
        {certifiers.data.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
