import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '#shared/contracts/gears.ts';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { useFailureText } from '#web/components/ui/failure-text.ts';
import { useDeletePicture, useReorderPictures } from '#web/features/gears/api/gear-writes.ts';

type Props = { gearId: string; pictures: Picture[] };

/** The gear's photos: reorder by drag and drop or with the move buttons, delete after confirming. */
export function PictureOrganizer({ gearId, pictures }: Props) {
  const { t } = useTranslation();
  const reorder = useReorderPictures(gearId);
  const remove = useDeletePicture(gearId);
  const failure = useFailureText(reorder.error ?? remove.error);
  // Local order so a move shows at once; it follows the server whenever the gear reloads.
  const [order, setOrder] = useState(pictures);
  const [source, setSource] = useState(pictures);
  if (source !== pictures) {
    setSource(pictures);
    setOrder(pictures);
  }
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [toDelete, setToDelete] = useState<Picture | null>(null);
  // A keyed list item moved in the DOM can lose focus: give it back to the button just used.
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [order]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [picture] = next.splice(from, 1);
    next.splice(to, 0, picture!);
    const previous = order;
    setOrder(next);
    setAnnouncement(t('listing.pictures.moved', { position: to + 1, total: next.length }));
    reorder.mutate(
      next.map((p) => p.picture_id),
      { onError: () => setOrder(previous) },
    );
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.picture_id, { onSettled: () => setToDelete(null) });
  };

  if (!order.length) return <p className="text-stone-600">{t('listing.pictures.none')}</p>;
  const button =
    'rounded-md border border-stone-300 bg-white px-2 py-1 text-sm font-medium hover:bg-stone-100 aria-disabled:opacity-40';
  return (
    <div>
      <p className="mb-3 text-sm text-stone-600">{t('listing.pictures.help')}</p>
      <ol ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {order.map((picture, index) => (
          <li
            key={picture.picture_id}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => setDragged(null)}
            className={`flex cursor-grab flex-col gap-2 rounded-lg border bg-white p-2 ${dragged === index ? 'border-accent-700 opacity-60' : 'border-stone-200'}`}
          >
            <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-stone-100">
              <img
                src={picture.thumbnail}
                alt={t('listing.pictures.photo', { n: index + 1 })}
                className="size-full object-cover"
                draggable={false}
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 rounded bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('listing.pictures.cover')}
                </span>
              )}
            </div>
            <div className="flex flex-wrap justify-between gap-1">
              <button
                type="button"
                className={button}
                aria-disabled={index === 0}
                aria-label={t('listing.pictures.moveUp', { n: index + 1 })}
                data-move={`${picture.picture_id}-up`}
                onClick={() => {
                  refocus.current = `${picture.picture_id}-up`;
                  move(index, index - 1);
                }}
              >
                <span aria-hidden>←</span>
              </button>
              <button
                type="button"
                className={button}
                aria-disabled={index === order.length - 1}
                aria-label={t('listing.pictures.moveDown', { n: index + 1 })}
                data-move={`${picture.picture_id}-down`}
                onClick={() => {
                  refocus.current = `${picture.picture_id}-down`;
                  move(index, index + 1);
                }}
              >
                <span aria-hidden>→</span>
              </button>
              <button
                type="button"
                className={`${button} text-red-800`}
                aria-label={t('listing.pictures.delete', { n: index + 1 })}
                onClick={() => setToDelete(picture)}
              >
                {t('listing.pictures.deleteShort')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {(reorder.error || remove.error) && (
        <p role="alert" className="mt-3 text-red-800">
          {t('listing.pictures.failed', { message: failure })}
        </p>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('listing.pictures.deleteTitle')}
        message={t('listing.pictures.deleteMessage')}
        confirmLabel={t('listing.pictures.deleteConfirm')}
        cancelLabel={t('listing.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
