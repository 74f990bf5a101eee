import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useCertifiers } from '#web/lib/certifiers.ts';
import {
  useCertifierAccountOf,
  useLinkCertifier,
} from '#web/features/admin/api/certifier-accounts.ts';

/** Which certifier a user speaks for: their passport records name it and can be signed. */
export function CertifierAccountControl({
  userId,
  username,
}: {
  userId: string;
  username: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const certifiers = useCertifiers();
  const account = useCertifierAccountOf(userId);
  const link = useLinkCertifier(userId);
  const toast = useToast();
  if (!account.data || !certifiers.data) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-stone-700">
        {t('admin.users.certifier')}
        <span className="sr-only">{`: ${username}`}</span>
      </label>
      <select
        id={id}
        className={`${inputClass} max-w-56`}
        value={account.data.certifier?.id ?? ''}
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
