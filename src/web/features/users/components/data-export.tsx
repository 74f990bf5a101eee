import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '#web/components/ui/toast.tsx';
import { settingsCardClass, settingsHeadingClass } from '#web/components/ui/settings-card.ts';
import { downloadAccountData } from '#web/features/users/api/account-security.ts';

/** "Download my data": the JSON of everything stored about the user (GDPR access). */
export function DataExport() {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useMutation({
    mutationFn: downloadAccountData,
    onSuccess: () => toast.success(t('accountSecurity.export.done')),
    onError: () => toast.error(t('account.failed')),
  });
  return (
    <div className={settingsCardClass} aria-labelledby="data-export">
      <h3 id="data-export" className={settingsHeadingClass}>
        {t('accountSecurity.export.title')}
      </h3>
      <p className="text-stone-700">{t('accountSecurity.export.text')}</p>
      <button
        type="button"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        className="self-start rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-60"
      >
        {download.isPending
          ? t('accountSecurity.export.preparing')
          : t('accountSecurity.export.button')}
      </button>
    </div>
  );
}
