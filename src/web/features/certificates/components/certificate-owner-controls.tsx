// A certificate's owner's controls: edit, add a photo, delete. Loaded only when the visitor is
// its owner (certificate-card.tsx), so nobody else's detail page fetches or runs them.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#shared/contracts/certificates.ts';
import { ConfirmDialog, Dialog } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import {
  useDeleteCertificate,
  useUpdateCertificate,
} from '#web/features/certificates/api/certificates.ts';
import { AddCertificatePhoto } from './add-certificate-photo.tsx';

// The form and its validation libraries (about 45 KB gzipped) load only after a click on Edit.
const CertificateForm = lazy(() =>
  import('./certificate-form.tsx').then((m) => ({ default: m.CertificateForm })),
);

const ownerButton =
  'rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-100';

export function CertificateOwnerControls({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateCertificate(certificate);
  const remove = useDeleteCertificate(certificate);
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => setDeleting(false),
      onError: (error) =>
        void failureText(error, t).then((message) =>
          toast.error(t('certificates.errors.delete', { message })),
        ),
    });
  return (
    <>
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
    </>
  );
}
