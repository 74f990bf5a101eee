import { useTranslation } from 'react-i18next';
import { paths } from '#shared/paths.ts';
import { Link } from 'react-router';
import { ListState } from '#web/components/ui/list-state.tsx';
import { useCertifiers } from '#web/lib/certifiers.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';

/** Certifiers are created at /addcertifier and edited or deleted on their detail page. */
export function CertifiersSection() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useCertifiers();
  return (
    <section aria-labelledby="admin-certifiers">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-certifiers" className="text-xl font-semibold">
          {t('admin.certifiers.title')}
        </h2>
        <Link to="/addcertifier" className={buttonClass()}>
          {t('certifiers.add')}
        </Link>
      </div>
      <ListState
        isPending={isPending}
        error={error}
        items={data}
        emptyTitle={t('certifiers.empty')}
        onRetry={() => void refetch()}
      >
        {(items) => (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map((certifier) => (
              <li
                key={certifier.id}
                className="flex flex-wrap items-center justify-between gap-2 p-4"
              >
                <span className="min-w-0 font-medium break-words">{certifier.name}</span>
                <Link
                  to={paths.certifier(certifier.id)}
                  className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100"
                >
                  {t('admin.certifiers.manage')}
                  <span className="sr-only">{`: ${certifier.name}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
