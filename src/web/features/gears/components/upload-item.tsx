import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'rejected';
export type UploadEntry = {
  key: string;
  file: File;
  preview: string;
  progress: number;
  status: UploadStatus;
  error?: string;
};

type Props = { entry: UploadEntry; busy: boolean; onRetry: () => void; onRemove: () => void };

/** One chosen photo: its preview, its own progress bar, and its error with retry when it failed. */
export function UploadItem({ entry, busy, onRetry, onRemove }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const percent = Math.round(entry.progress * 100);
  const failed = entry.status === 'failed' || entry.status === 'rejected';
  const statusText = {
    queued: t('listing.photos.queued'),
    uploading: t('listing.photos.uploading', { percent }),
    done: t('listing.photos.done'),
    failed: t('listing.photos.failed'),
    rejected: t('listing.photos.failed'),
  }[entry.status];
  return (
    <li
      className={`flex gap-3 rounded-lg border p-2 ${failed ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
    >
      {broken ? (
        // A file the browser cannot draw (not an image after all) gets a plain tile, not a broken icon.
        <div
          role="img"
          aria-label={t('listing.photos.noPreview', { name: entry.file.name })}
          className="flex size-16 shrink-0 items-center justify-center rounded-md bg-stone-200 text-2xl text-stone-500"
        >
          <span aria-hidden>?</span>
        </div>
      ) : (
        <img
          src={entry.preview}
          alt={t('listing.photos.preview', { name: entry.file.name })}
          onError={() => setBroken(true)}
          className="size-16 shrink-0 rounded-md bg-stone-100 object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-medium">{entry.file.name}</span>
          <span
            className={`shrink-0 text-xs ${failed ? 'font-semibold text-red-800' : 'text-stone-600'}`}
          >
            {statusText}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('listing.photos.progress', { name: entry.file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className={`h-full transition-[width] ${failed ? 'bg-red-600' : 'bg-accent-700'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        {entry.error && <p className="text-sm text-red-800">{entry.error}</p>}
        {(failed || entry.status === 'queued') && (
          <div className="flex gap-3 text-sm">
            {entry.status === 'failed' && (
              <button
                type="button"
                onClick={onRetry}
                disabled={busy}
                className="font-medium text-accent-800 underline disabled:opacity-50"
              >
                {t('listing.photos.retry')}
              </button>
            )}
            <button
              type="button"
              onClick={onRemove}
              disabled={busy && entry.status !== 'rejected'}
              className="font-medium text-stone-700 underline disabled:opacity-50"
              aria-label={t('listing.photos.removeNamed', { name: entry.file.name })}
            >
              {t('listing.photos.remove')}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
