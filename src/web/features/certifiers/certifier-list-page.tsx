import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCertifiers } from '#web/lib/certifiers.ts';
import { WebsiteLink } from './external-link.tsx';
import { paths } from '#shared/paths.ts';

/** Name, website and a See Contacts button per certifier, plus Add a New Certifier. */
export function CertifierListPage() {
  const { t } = useTranslation();
  const { data: certifiers, isPending, error, refetch } = useCertifiers();
  usePageTitle(t('certifiers.title'), t('certifiers.intro'));

  const body = () => {
    if (isPending) return <Spinner />;
    if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
    if (!certifiers.length) return <EmptyState title={t('certifiers.empty')} />;
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {certifiers.map((certifier) => (
          <li
            key={certifier.id}
            className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-lg font-semibold">{certifier.name}</h2>
            <p className="text-sm">
              <span className="sr-only">{`${t('certifiers.website')}: `}</span>
              <WebsiteLink website={certifier.website} />
            </p>
            <Link
              to={paths.certifier(certifier.id)}
              aria-label={t('certifiers.seeContactsOf', { name: certifier.name })}
              className={buttonClass({ className: 'mt-auto' })}
            >
              {t('certifiers.seeContacts')}
            </Link>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold">{t('certifiers.title')}</h1>
          <p className="mt-2 text-stone-600">{t('certifiers.intro')}</p>
        </div>
        <Link
          to="/addcertifier"
          className="rounded-lg border border-accent-700 px-4 py-2 font-medium text-accent-800 hover:bg-accent-50"
        >
          {t('certifiers.add')}
        </Link>
      </div>
      {body()}
    </>
  );
}
