// /stolen-gear/{id}: one published report, serial in full (that is the point of the register).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useStolenReport } from './api.ts';

export function StolenReportPage() {
  const { t } = useTranslation();
  const report = useStolenReport(useParams().id ?? '');
  const r = report.data;
  usePageTitle(r ? `${r.brand} ${r.model} · ${t('stolen.stolen')}` : t('stolen.title'));
  if (report.isPending) return <Spinner />;
  if (report.error || !r)
    return <ErrorMessage error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-2">
      <h1 className="text-3xl font-bold">
        {r.brand} {r.model}
      </h1>
      <p className="text-lg font-semibold text-red-800">
        {r.status === 'recovered' ? t('stolen.recovered') : t('stolen.stolen')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('stolen.fields.serial')}</dt>
        <dd>{r.serial}</dd>
        <dt className="font-medium">{t('stolen.fields.stolen_on')}</dt>
        <dd>{r.stolen_on}</dd>
        <dt className="font-medium">{t('stolen.fields.place')}</dt>
        <dd>{r.place}</dd>
        {r.police_ref && (
          <>
            <dt className="font-medium">{t('stolen.fields.police_ref')}</dt>
            <dd>{r.police_ref}</dd>
          </>
        )}
      </dl>
      {r.text && <p className="whitespace-pre-wrap">{r.text}</p>}
      {r.pictures.length > 0 && (
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('stolen.photos')}>
          {r.pictures.map((picture, i) => (
            <li key={picture.id}>
              <a href={picture.image}>
                <img
                  src={picture.thumbnail}
                  alt={t('stolen.photoAlt', { title: `${r.brand} ${r.model}`, n: i + 1 })}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
