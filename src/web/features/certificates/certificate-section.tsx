import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/lib/session-provider.tsx';
import { useCertificates } from './api/certificates.ts';
import { CertificateCard } from './components/certificate-card.tsx';
import { paths } from '#shared/paths.ts';

/** The gear's certificates under its detail; controls only for their owner. */
export function CertificateSection({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, isPending, error, refetch } = useCertificates(gear.id);
  const isGearOwner = user !== null && user.id === gear.user;
  let content;
  if (isPending) content = <Spinner />;
  else if (error) content = <ErrorMessage error={error} onRetry={() => void refetch()} />;
  else if (!data.length)
    content = (
      <EmptyState title={t('certificates.empty')}>{t('certificates.emptyHint')}</EmptyState>
    );
  else {
    content = (
      <ul className="grid gap-4 md:grid-cols-2">
        {data.map((certificate) => (
          <CertificateCard
            key={certificate.id}
            certificate={certificate}
            isOwner={user !== null && user.id === certificate.user}
          />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="certificates-heading" className="mt-4 border-t border-stone-200 pt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="certificates-heading" className="text-2xl font-semibold">
          {t('certificates.title')}
        </h2>
        {isGearOwner && (
          <Link to={paths.addCertificate(gear.id)} className={buttonClass()}>
            {t('certificates.add')}
          </Link>
        )}
      </div>
      {content}
    </section>
  );
}
