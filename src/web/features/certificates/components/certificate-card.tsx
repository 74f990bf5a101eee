import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#shared/contracts/certificates.ts';
import { ConfirmDialog, Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { formatDate, formatNumber } from '#web/lib/format.ts';
import {
  useDeleteCertificate,
  useUpdateCertificate,
} from '#web/features/certificates/api/certificates.ts';
import { AddCertificatePhoto } from './add-certificate-photo.tsx';
import { CertificatePhotos } from './certificate-photos.tsx';

// Only the owner edits, and only after a click: the form and its validation libraries (about
// 45 KB gzipped) stay out of every visitor's detail page.
const CertificateForm = lazy(() =>
  import('./certificate-form.tsx').then((m) => ({ default: m.CertificateForm })),
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
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateCertificate(certificate);
  const remove = useDeleteCertificate(certificate);
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
    // Spec section 9: "lines need trim shown Yes or No, inverted from the stored flag".
    // So lines_need_trim true shows "No" and false shows "Yes"; the label reads "Lines in trim"
    // so that the inverted answer still tells the buyer the truth about the lines.
    [t('certificates.linesInTrim'), certificate.lines_need_trim ? t('common.no') : t('common.yes')],
  ];
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => setDeleting(false),
      onError: (error) => toast.error(t('certificates.errors.delete', { message: error.message })),
    });
  const ownerButton =
    'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100';
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
        <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          <button type="button" onClick={() => setEditing(true)} className={ownerButton}>
            {t('certificates.edit')}
          </button>
          <AddCertificatePhoto certificateId={certificate.id} className={ownerButton} />
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className={`${ownerButton} text-red-800`}
          >
            {t('certificates.delete')}
          </button>
        </div>
      )}
      {isOwner && (
        <Dialog
          open={editing}
          onClose={() => setEditing(false)}
          title={t('certificates.editTitle')}
          className="w-[min(94vw,36rem)]"
        >
          {editing && (
            <Suspense fallback={<Spinner />}>
              <CertificateForm
                certificate={certificate}
                submitLabel={t('certificates.saveEdit')}
                save={(body) => update.mutateAsync(body)}
                onSaved={() => setEditing(false)}
                onCancel={() => setEditing(false)}
              />
            </Suspense>
          )}
        </Dialog>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('certificates.deleteTitle')}
        message={t('certificates.deleteMessage')}
        confirmLabel={t('certificates.deleteConfirm')}
        cancelLabel={t('listing.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      />
    </li>
  );
}
