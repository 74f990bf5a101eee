import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { CertifierForm } from './certifier-form.tsx';
import { paths } from '#shared/paths.ts';

/**
 * Staff add certifiers here; everyone else learns that the Air Gear team adds them (the
 * page's placeholder text) and how to suggest one. The server refuses non-staff writes anyway.
 */
export function AddCertifierPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  usePageTitle(t('certifiers.addTitle'));
  if (isLoading) return <Spinner />;

  return (
    <section className="mx-auto max-w-xl rounded-xl border border-stone-200 bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold">{t('certifiers.addTitle')}</h1>
      {user?.is_staff ? (
        <div className="mt-6">
          <CertifierForm
            onSaved={(certifier) => {
              toast.success(t('admin.certifiers.created', { name: certifier.name }));
              navigate(paths.certifier(certifier.id));
            }}
            onCancel={() => navigate('/certifiers')}
          />
        </div>
      ) : (
        <>
          <p className="mt-3 text-stone-700">{t('certifiers.addText')}</p>
          <p className="mt-3 text-stone-700">{t('certifiers.addContact')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/about-us" className={buttonClass()}>
              {t('certifiers.contactUs')}
            </Link>
            <Link
              to="/certifiers"
              className="rounded-lg border border-stone-300 px-5 py-2 font-medium hover:bg-stone-100"
            >
              {t('certifiers.back')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
