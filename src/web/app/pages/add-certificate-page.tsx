import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { useGear } from '#web/features/gears/api/gears.ts';
import { LoginNotice } from '#web/components/login-notice.tsx';
import { useAddCertificate } from '#web/features/certificates/api/certificates.ts';
import { CertificateForm } from '#web/features/certificates/components/certificate-form.tsx';
import { paths } from '#shared/paths.ts';

/** /addcertficate/{id} (spelled so in the spec): the gear's owner adds a certificate, then back to the gear. */
export function AddCertificatePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: gear, isPending, error, refetch } = useGear(id);
  const add = useAddCertificate(id, session.user?.id);
  usePageTitle(t('certificates.addTitle'));

  if (session.isLoading || isPending) return <Spinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error || !gear) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const back = paths.gear(gear.id);
  let body;
  if (!session.user)
    body = (
      <LoginNotice from={paths.addCertificate(gear.id)} message={t('certificates.loginRequired')} />
    );
  else if (session.user.id !== gear.user) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t('certificates.notOwner')}
      </p>
    );
  } else {
    body = (
      <CertificateForm
        submitLabel={t('certificates.save')}
        save={(values) => add.mutateAsync(values)}
        onSaved={() => void navigate(back)}
        onCancel={() => void navigate(back)}
      />
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <Link to={back} className="text-sm font-medium text-accent-800 hover:underline">
        {t('certificates.backToGear', { name: gear.name })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('certificates.addTitle')}</h1>
      <p className="mt-2 mb-6 text-stone-600">
        {t('certificates.addIntro', { name: `${gear.brand} ${gear.model}` })}
      </p>
      {body}
    </div>
  );
}
