import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

/** After a 201 from register/: the 'Please check your email.' modal. */
export function EmailCheckDialog({
  open,
  email,
  onVerified,
}: {
  open: boolean;
  email: string;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onVerified} title={t('account.checkEmail')}>
      <p className="text-stone-700">{t('account.checkEmailText', { email })}</p>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onVerified} className={buttonClass()}>
          {t('account.emailVerified')}
        </button>
      </div>
    </Dialog>
  );
}
