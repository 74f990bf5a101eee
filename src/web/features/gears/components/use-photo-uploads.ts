// The photo uploader's queue: the chosen files (checked for type, size and the listing's room
// first), each one's preview, progress and error, sent one after the other; the previews'
// object URLs are let go when a file is removed or the uploader closes.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_MAX_BYTES, PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import type { Picture } from '#shared/contracts/gears.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { failureText } from '#web/components/ui/failure-text.ts';
import { useRefreshGear } from '#web/features/gears/api/gear-writes.ts';
import { PHOTO_TYPES, uploadFile } from '#web/lib/upload.ts';
import type { UploadEntry } from './upload-item.tsx';

let nextKey = 1;

type Options = { gearId: string; existingCount: number; onFinished: () => void };

export function usePhotoUploads({ gearId, existingCount, onFinished }: Options) {
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
    return failureText(error, t);
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
      update(entry.key, { status: 'failed', error: await errorText(error) });
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

  return { entries, busy, notice, add, run, remove };
}
