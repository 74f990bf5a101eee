// The photo step of a listing: a drop zone that also opens the file chooser, the chosen photos
// with their progress, and the buttons that upload them or move on.
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { PHOTO_TYPES } from '#web/lib/upload.ts';
import { UploadItem } from './upload-item.tsx';
import { usePhotoUploads } from './use-photo-uploads.ts';

type Props = { gearId: string; existingCount: number; onFinished: () => void; onSkip: () => void };

/** Chooses several photos, uploads them one after the other, each with its own progress. */
export function PhotoUploader({ gearId, existingCount, onFinished, onSkip }: Props) {
  const { t } = useTranslation();
  const { entries, busy, notice, add, run, remove } = usePhotoUploads({
    gearId,
    existingCount,
    onFinished,
  });

  const queued = entries.filter((e) => e.status === 'queued');
  const uploaded = entries.filter((e) => e.status === 'done').length;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    add([...event.dataTransfer.files]);
  };
  return (
    <div className="flex flex-col gap-4">
      <label
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 p-5 text-center focus-within:outline-3 focus-within:outline-accent-600 hover:bg-stone-100"
      >
        <input
          type="file"
          multiple
          accept={PHOTO_TYPES.join(',')}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <span className="font-semibold text-accent-800">{t('listing.photos.choose')}</span>
        <span className="text-sm text-stone-600">
          {t('listing.photos.rules', { max: PICTURES_PER_GEAR_MAX })}
        </span>
      </label>
      {notice && <p className="text-sm font-medium text-amber-900">{notice}</p>}
      {entries.length > 0 && (
        <ul
          className="flex max-h-[45vh] flex-col gap-2 overflow-y-auto"
          aria-label={t('listing.photos.chosen')}
        >
          {entries.map((entry) => (
            <UploadItem
              key={entry.key}
              entry={entry}
              busy={busy}
              onRetry={() => void run([entry])}
              onRemove={() => remove(entry)}
            />
          ))}
        </ul>
      )}
      <p aria-live="polite" className="text-sm text-stone-600">
        {entries.length > 0 &&
          t('listing.photos.summary', { done: uploaded, total: entries.length })}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={uploaded ? onFinished : onSkip}
          disabled={busy}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-60"
        >
          {uploaded ? t('listing.photos.continue') : t('listing.photos.skip')}
        </button>
        <button
          type="button"
          onClick={() => void run(queued)}
          disabled={busy || !queued.length}
          className={buttonClass()}
        >
          {busy
            ? t('listing.photos.uploadingAll')
            : queued.length
              ? t('listing.photos.upload', { count: queued.length })
              : t('listing.photos.uploadNone')}
        </button>
      </div>
    </div>
  );
}
