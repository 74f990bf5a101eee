import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { usePublishGear } from './api/gear-writes.ts';
import { GearForm } from './components/gear-form.tsx';
import { PhotoModal } from './components/photo-modal.tsx';
import { emptyGearForm } from './gear-form-values.ts';
import { clearListingDraft, loadListingDraft } from './gear-draft-storage.ts';
import { paths } from '#shared/paths.ts';

/** /addgear: create a draft, then the photo modal, then publish it and show its detail page. */
export function AddGearPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Gear | null>(null);
  const publish = usePublishGear();
  const toast = useToast();
  const [initial] = useState(() => loadListingDraft() ?? emptyGearForm);
  usePageTitle(t('listing.addTitle'));
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold">{t('listing.addTitle')}</h1>
      <p className="mt-2 mb-6 text-stone-600">{t('listing.addIntro')}</p>
      <GearForm
        initial={initial}
        from="/addgear"
        keepDraft
        onSaved={(gear) => {
          clearListingDraft();
          setSaved(gear);
        }}
      />
      {saved && (
        <PhotoModal
          open
          gearId={saved.id}
          existingCount={saved.pictures.length}
          onDone={() => {
            // Saved as a draft: it goes public once the photos are added or skipped.
            const go = () => void navigate(paths.gear(saved.id));
            publish.mutate(saved.id, {
              onSuccess: go,
              onError: (error) => {
                toast.error(t('listing.publishFailed', { message: error.message }));
                go();
              },
            });
          }}
        />
      )}
    </div>
  );
}
