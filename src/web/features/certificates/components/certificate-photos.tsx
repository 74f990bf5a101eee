import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '#shared/contracts/certificates.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { useCertificatePictures } from '#web/features/certificates/api/certificates.ts';

// The owner's delete buttons load only for the owner (certificate-photo-delete.tsx).
const CertificatePhotoDelete = lazy(() =>
  import('./certificate-photo-delete.tsx').then((m) => ({ default: m.CertificatePhotoDelete })),
);

/** The certificate's proof photos; a click enlarges one; its owner can delete them. */
export function CertificatePhotos({
  certificate,
  isOwner,
}: {
  certificate: Certificate;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const { data, isPending, error } = useCertificatePictures(certificate.id);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const failure = useFailureText(error);
  if (isPending) return <p className="text-sm text-stone-500">{t('common.loading')}</p>;
  if (error)
    return <p className="text-sm text-red-800">{t('errors.loadFailed', { message: failure })}</p>;
  if (!data.length) return <p className="text-sm text-stone-500">{t('certificates.noPhotos')}</p>;
  const name = (n: number) =>
    t('certificates.photoOf', { n, certifier: certificate.certifier_name });
  const shown = enlarged === null ? undefined : data[enlarged];
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
              <Suspense fallback={null}>
                <CertificatePhotoDelete
                  certificateId={certificate.id}
                  picture={picture}
                  n={index + 1}
                />
              </Suspense>
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
    </>
  );
}
