import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useCertifier } from './api/certifiers.ts';
import { WebsiteLink } from './external-link.tsx';

// Only staff ever load the edit/delete controls (and the form library they bring).
const CertifierStaffControls = lazy(async () => ({
  default: (await import('./staff-controls.tsx')).CertifierStaffControls,
}));

/** Name, website, phone, e-mail, address and a back link; edit and delete for staff. */
export function CertifierDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: certifier, isPending, error, refetch } = useCertifier(id);
  usePageTitle(
    certifier?.name,
    certifier && `${t('seo.certifierDescription', { name: certifier.name })} ${certifier.address}`,
  );

  if (isPending) return <Spinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error || !certifier) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  const missing = <span className="text-stone-500">{t('certifiers.notAvailable')}</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 border-t border-stone-200 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
  const phone = certifier.phone_number.trim();
  const email = certifier.contact_email.trim();
  return (
    <article className="mx-auto max-w-2xl">
      <Link
        to="/certifiers"
        className="inline-flex items-center gap-1 font-medium text-accent-800 hover:underline"
      >
        <span aria-hidden>{'←'}</span>
        {t('certifiers.back')}
      </Link>
      <h1 className="mt-4 mb-6 text-3xl font-bold">{certifier.name}</h1>
      <dl className="rounded-xl border border-stone-200 bg-white px-5 [&>div:first-child]:border-t-0">
        {row(
          t('certifiers.website'),
          certifier.website ? <WebsiteLink website={certifier.website} /> : missing,
        )}
        {row(
          t('certifiers.phone'),
          phone ? (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-accent-800 underline">
              {phone}
            </a>
          ) : (
            missing
          ),
        )}
        {row(
          t('certifiers.email'),
          email ? (
            <a href={`mailto:${email}`} className="text-accent-800 underline">
              {email}
            </a>
          ) : (
            missing
          ),
        )}
        {row(
          t('certifiers.address'),
          certifier.address ? (
            <span className="whitespace-pre-line">{certifier.address}</span>
          ) : (
            missing
          ),
        )}
      </dl>
      {user?.is_staff && (
        <Suspense fallback={<Spinner />}>
          <CertifierStaffControls certifier={certifier} />
        </Suspense>
      )}
    </article>
  );
}
