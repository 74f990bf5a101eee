import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate, CertificatePicture } from '#shared/contracts/certificates.ts';
import { ConfirmDialog, Dialog } from '#web/components/ui/dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import {
  useCertificatePictures,
  useDeleteCertificatePicture,
} from '#web/features/certificates/api/certificates.ts';

/** The certificate's proof photos; a click enlarges one; its owner can delete them. */
export function CertificatePhotos({
  certificate,
  isOwner,
}: {
  certificate: Certificate;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, isPending, error } = useCertificatePictures(certificate.id);
  const remove = useDeleteCertificatePicture(certificate.id);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<CertificatePicture | null>(null);
  if (isPending) return <p className="text-sm text-stone-500">{t('common.loading')}</p>;
  if (error)
    return (
      <p className="text-sm text-red-800">{t('errors.loadFailed', { message: error.message })}</p>
    );
  if (!data.length) return <p className="text-sm text-stone-500">{t('certificates.noPhotos')}</p>;
  const name = (n: number) =>
    t('certificates.photoOf', { n, certifier: certificate.certifier_name });
  const shown = enlarged === null ? undefined : data[enlarged];
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: (e) => toast.error(t('certificates.errors.deletePhoto', { message: e.message })),
    });
  };
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t('certificates.photos')}>
        {data.map((picture, index) => (
          <li key={picture.id} className="relative">
            <button
              type="button"
              onClick={() => setEnlarged(index)}
              aria-label={t('certificates.enlarge', { n: index + 1 })}
              className="block size-20 overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
            >
              <img
                src={picture.image}
                alt={name(index + 1)}
                width="80"
                height="80"
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
            {isOwner && (
              <button
                type="button"
                onClick={() => setToDelete(picture)}
                aria-label={t('certificates.deletePhoto', { n: index + 1 })}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-stone-300 bg-white text-red-800 shadow hover:bg-red-50"
              >
                <span aria-hidden>×</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        onClose={() => setEnlarged(null)}
        title={certificate.certifier_name}
        className="w-[min(96vw,64rem)]"
      >
        {shown && (
          <div className="flex flex-col items-center gap-3">
            <img
              src={shown.image}
              alt={name((enlarged ?? 0) + 1)}
              decoding="async"
              className="max-h-[75vh] w-auto object-contain"
            />
            <button
              type="button"
              onClick={() => setEnlarged(null)}
              className="rounded-lg bg-stone-900 px-4 py-2 text-white"
            >
              {t('common.close')}
            </button>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('certificates.deletePhotoTitle')}
        message={t('certificates.deletePhotoMessage')}
        confirmLabel={t('certificates.deleteConfirm')}
        cancelLabel={t('listing.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
