import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PhotoUploader } from './photo-uploader.tsx';

type Props = { open: boolean; gearId: string; existingCount: number; onDone: () => void };

/** Opens after a successful save: skip, or upload photos; then `onDone`. */
export function PhotoModal({ open, gearId, existingCount, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onDone}
      title={t('listing.photos.title')}
      className="w-[min(94vw,40rem)]"
    >
      <p className="mb-4 text-stone-700">{t('listing.photos.intro')}</p>
      <PhotoUploader
        gearId={gearId}
        existingCount={existingCount}
        onFinished={onDone}
        onSkip={onDone}
      />
    </Dialog>
  );
}
