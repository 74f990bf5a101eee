import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import type { Picture } from '#shared/contracts/gears.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useRefreshGear } from '#web/features/gears/api/gear-writes.ts';
import { PHOTO_TYPES, uploadFile } from '#web/lib/upload.ts';
import { UploadItem, type UploadEntry } from './upload-item.tsx';

let nextKey = 1;

type Props = { gearId: string; existingCount: number; onFinished: () => void; onSkip: () => void };

/** Chooses several photos, uploads them one after the other, each with its own progress. */
export function PhotoUploader({ gearId, existingCount, onFinished, onSkip }: Props) {
  const { t } = useTranslation();
  const refresh = useRefreshGear();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const errorText = (error: unknown) => {
    const code = error instanceof ApiError ? error.body?.code : undefined;
    if (code === 'unsupported_media_type') return t('listing.photos.errors.type');
    if (code === 'payload_too_large') return t('listing.photos.errors.size');
    // The decode queue is full (503): worth sending again shortly.
    if (code === 'service_unavailable') return t('listing.photos.errors.busy');
    if (code === 'too_many_pictures')
      return t('listing.photos.errors.tooMany', { max: PICTURES_PER_GEAR_MAX });
    if (error instanceof ApiError && error.status === 0) return t('listing.photos.errors.network');
    return error instanceof Error ? error.message : String(error);
  };

  const add = (files: File[]) => {
    const room =
      PICTURES_PER_GEAR_MAX - existingCount - entries.filter((e) => e.status !== 'rejected').length;
    const accepted = files.slice(0, Math.max(0, room));
    setNotice(
      files.length > accepted.length
        ? t('listing.photos.limit', {
            max: PICTURES_PER_GEAR_MAX,
            count: files.length - accepted.length,
          })
        : null,
    );
    const added = accepted.map((file): UploadEntry => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      // Obvious misses are caught here; the server still checks every file by its content.
      const error = !PHOTO_TYPES.includes(file.type)
        ? t('listing.photos.errors.type')
        : file.size > PHOTO_MAX_BYTES
          ? t('listing.photos.errors.size')
          : undefined;
      return {
        key: String(nextKey++),
        file,
        preview,
        progress: 0,
        status: error ? 'rejected' : 'queued',
        error,
      };
    });
    setEntries((all) => [...all, ...added]);
  };

  const uploadOne = async (entry: UploadEntry) => {
    update(entry.key, { status: 'uploading', progress: 0, error: undefined });
    try {
      await uploadFile<Picture>(`gears/${gearId}/pictures/`, entry.file, (progress) =>
        update(entry.key, { progress }),
      );
      update(entry.key, { status: 'done', progress: 1 });
      return true;
    } catch (error) {
      update(entry.key, { status: 'failed', error: errorText(error) });
      return false;
    }
  };

  /** Uploads `batch`; when nothing is left to do the user moves on (then /itemdetails/{id}). */
  const run = async (batch: UploadEntry[]) => {
    setBusy(true);
    let failed = false;
    for (const entry of batch) if (!(await uploadOne(entry))) failed = true;
    setBusy(false);
    void refresh();
    const others = entries.filter((e) => !batch.includes(e) && e.status !== 'done');
    if (!failed && !others.length) onFinished();
  };

  const remove = (entry: UploadEntry) => {
    URL.revokeObjectURL(entry.preview);
    previews.current.delete(entry.preview);
    setEntries((all) => all.filter((e) => e.key !== entry.key));
  };

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
