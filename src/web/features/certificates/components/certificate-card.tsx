import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#shared/contracts/certificates.ts';
import { formatDate, formatNumber } from '#web/lib/format-dates.ts';
import { CertificatePhotos } from './certificate-photos.tsx';

// Only the owner edits or deletes: those controls (and the writes behind them) stay out of every
// visitor's detail page.
const CertificateOwnerControls = lazy(() =>
  import('./certificate-owner-controls.tsx').then((m) => ({
    default: m.CertificateOwnerControls,
  })),
);

const today = () => new Date().toISOString().slice(0, 10);

/** One certificate: its facts, its photos and, for its owner, edit, delete and add-photo controls. */
export function CertificateCard({
  certificate,
  isOwner,
}: {
  certificate: Certificate;
  isOwner: boolean;
}) {
  const { t, i18n } = useTranslation();
  const expired = certificate.expiration_date < today();
  const facts: [string, string][] = [
    [t('certificates.fields.issue_date'), formatDate(certificate.issue_date, i18n.language)],
    [
      t('certificates.fields.expiration_date'),
      formatDate(certificate.expiration_date, i18n.language),
    ],
    [
      t('certificates.porosity'),
      t('certificates.porosityValue', { value: formatNumber(certificate.porosity, i18n.language) }),
    ],
    [
      t('certificates.fields.fabric_condition'),
      certificate.fabric_condition ? t('certificates.good') : t('certificates.notGood'),
    ],
    // The stored flag says the lines are in trim; the card asks "lines need trim?": Yes or No, inverted.
    // So lines_need_trim true shows "No" and false shows "Yes"; the label reads "Lines in trim"
    // so that the inverted answer still tells the buyer the truth about the lines.
    [t('certificates.linesInTrim'), certificate.lines_need_trim ? t('common.no') : t('common.yes')],
  ];
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{certificate.certifier_name}</h3>
        {expired && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('certificates.expired')}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <CertificatePhotos certificate={certificate} isOwner={isOwner} />
      {isOwner && (
        // A boundary of its own: while the controls load, the card stays as it is.
        <Suspense fallback={null}>
          <CertificateOwnerControls certificate={certificate} />
        </Suspense>
      )}
    </li>
  );
}
