import { useTranslation } from 'react-i18next';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { PHOTO_TYPES } from '#web/lib/upload.ts';
import { useAddCertificatePicture } from '#web/features/certificates/api/certificates.ts';

/** One file per certificate upload; the list refreshes by itself as well. */
export function AddCertificatePhoto({
  certificateId,
  className,
}: {
  certificateId: string;
  className: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddCertificatePicture(certificateId);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    add.mutate(file, {
      // The fixed wording of this toast, although the list below is refreshed already.
      onSuccess: () => toast.success(t('certificates.photoAdded')),
      onError: (error) =>
        void failureText(error, t).then((message) =>
          toast.error(t('certificates.errors.upload', { message })),
        ),
    });
  };
  return (
    <label
      className={`${className} relative cursor-pointer focus-within:outline-3 focus-within:outline-accent-600 ${add.isPending ? 'opacity-60' : ''}`}
    >
      <input
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="sr-only"
        disabled={add.isPending}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {add.isPending ? t('certificates.uploading') : t('certificates.addPhoto')}
    </label>
  );
}
