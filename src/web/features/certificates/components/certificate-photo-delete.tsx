// The owner's delete button on one certificate photo, with its confirmation. Loaded only when the
// visitor is the certificate's owner (certificate-photos.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificatePicture } from '#shared/contracts/certificates.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { useDeleteCertificatePicture } from '#web/features/certificates/api/certificates.ts';

export function CertificatePhotoDelete({
  certificateId,
  picture,
  n,
}: {
  certificateId: string;
  picture: CertificatePicture;
  /** The photo's number in the list (1 for the first), for its button's name. */
  n: number;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteCertificatePicture(certificateId);
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () =>
    remove.mutate(picture.id, {
      onSuccess: () => setConfirming(false),
      onError: (e) =>
        void failureText(e, t).then((message) =>
          toast.error(t('certificates.errors.deletePhoto', { message })),
        ),
    });
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={t('certificates.deletePhoto', { n })}
        className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-stone-300 bg-white text-red-800 shadow hover:bg-red-50"
      >
        <span aria-hidden>×</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('certificates.deletePhotoTitle')}
        message={t('certificates.deletePhotoMessage')}
        confirmLabel={t('certificates.deleteConfirm')}
        cancelLabel={t('listing.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
