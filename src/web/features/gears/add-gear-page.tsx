import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { usePublishGear } from './api/gear-writes.ts';
import { GearForm } from './components/gear-form.tsx';
import { PhotoModal } from './components/photo-modal.tsx';
import { emptyGearForm } from './gear-form-values.ts';
import { clearListingDraft, loadListingDraft } from './gear-draft-storage.ts';
import { paths } from '#shared/paths.ts';
import { useListAgain } from './list-again.ts';

/**
 * /addgear: create a draft, then the photo modal, then publish it and show its detail page.
 * `?item=<id>` lists an item of "my gear" again: the form starts from the item, linked to it.
 */
export function AddGearPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const itemId = params.get('item');
  const again = useListAgain(itemId);
  const [saved, setSaved] = useState<Gear | null>(null);
  const publish = usePublishGear();
  const toast = useToast();
  const [draft] = useState(() => loadListingDraft() ?? emptyGearForm);
  usePageTitle(t('listing.addTitle'));
  const onSaved = (gear: Gear) => {
    if (!itemId) clearListingDraft();
    setSaved(gear);
  };
  let form;
  if (!itemId) form = <GearForm initial={draft} from="/addgear" keepDraft onSaved={onSaved} />;
  else if (again.error) form = <ErrorMessage error={again.error} onRetry={again.retry} />;
  else if (!again.values || !again.item) form = <Spinner />;
  else
    form = (
      <>
        <p className="mb-5 rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm">
          {t('passport.listAgainNote', {
            title: `${again.item.brand} ${again.item.model}`,
            serial: again.item.serial ?? again.item.serial_hint ?? '—',
          })}
        </p>
        <GearForm
          initial={again.values}
          from={`/addgear?item=${encodeURIComponent(itemId)}`}
          onSaved={onSaved}
        />
      </>
    );
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold">{t('listing.addTitle')}</h1>
      <p className="mt-2 mb-6 text-stone-600">{t('listing.addIntro')}</p>
      {form}
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
                void failureText(error, t).then((message) =>
                  toast.error(t('listing.publishFailed', { message })),
                );
                go();
              },
            });
          }}
        />
      )}
    </div>
  );
}
