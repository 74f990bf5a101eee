import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { usePageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { useGear } from './api/gears.ts';
import { GearForm } from './components/gear-form.tsx';
import { LoginNotice } from '#web/components/login-notice.tsx';
import { PhotoModal } from './components/photo-modal.tsx';
import { PictureOrganizer } from './components/picture-organizer.tsx';
import { gearToForm } from './gear-form-values.ts';
import { paths } from '#shared/paths.ts';

/** /editgear/{id}: the owner edits the listing, its status and its photos. */
export function EditGearPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const toast = useToast();
  const { data: gear, isPending, error, refetch } = useGear(id);
  // 'saved': the modal after saving, which then goes to the detail page; 'add': from the photo section.
  const [modal, setModal] = useState<'saved' | 'add' | null>(null);
  usePageTitle(t('listing.editTitle'));

  if (session.isLoading || isPending) return <Spinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error || !gear) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const from = paths.editGear(gear.id);
  let body;
  if (!session.user) body = <LoginNotice from={from} message={t('listing.loginToEdit')} />;
  else if (session.user.id !== gear.user) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t('listing.notOwner')}
      </p>
    );
  } else {
    const full = gear.pictures.length >= PICTURES_PER_GEAR_MAX;
    body = (
      <>
        <GearForm
          key={gear.id}
          initial={gearToForm(gear)}
          gearId={gear.id}
          from={from}
          onSaved={(saved) => {
            // The photos have their own section below: only a listing without any is asked for them.
            if (saved.pictures.length === 0) return setModal('saved');
            toast.success(t('listing.saved'));
            void navigate(paths.gear(gear.id));
          }}
        />
        <section aria-labelledby="photos-heading" className="mt-10 border-t border-stone-200 pt-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="photos-heading" className="text-2xl font-semibold">
              {t('listing.pictures.title', { n: gear.pictures.length, max: PICTURES_PER_GEAR_MAX })}
            </h2>
            <button
              type="button"
              disabled={full}
              onClick={() => setModal('add')}
              className="rounded-lg border border-accent-700 px-4 py-2 font-semibold text-accent-800 hover:bg-accent-50 disabled:opacity-50"
            >
              {t('listing.pictures.add')}
            </button>
          </div>
          <PictureOrganizer gearId={gear.id} pictures={gear.pictures} />
        </section>
        <PhotoModal
          open={modal !== null}
          gearId={gear.id}
          existingCount={gear.pictures.length}
          onDone={() => (modal === 'saved' ? void navigate(paths.gear(gear.id)) : setModal(null))}
        />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-3xl font-bold">{t('listing.editTitle')}</h1>
      {body}
    </div>
  );
}
