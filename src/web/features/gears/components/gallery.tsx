import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '#shared/contracts/gears.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { photoSrcSet } from './photo-srcset.ts';
import { GalleryStrip } from './gallery-strip.tsx';
import { GearPlaceholder } from './gear-placeholder.tsx';

/**
 * The detail page's column: 3/5 of the page (less its padding and gap) from `lg`, up to 730px
 * where the page stops growing; the whole width below.
 */
const GALLERY_SIZES = '(min-width:1280px) 730px,(min-width:1024px) 60vw,100vw';

/**
 * Picture gallery with a click-to-enlarge overlay; arrows move, Escape closes. The shown photo is
 * the page's largest paint (high priority, preloaded by the server); the strip's wait until the
 * page is hydrated (gallery-strip.tsx).
 */
export function Gallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = pictures[index];
  const count = pictures.length;
  // Arrow keys move through the photos while the overlay is open.
  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count]);
  if (!current) {
    return (
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-stone-100">
        <GearPlaceholder label={t('gears.noPhoto')} />
      </div>
    );
  }
  const move = (step: number) => setIndex((i) => (i + step + pictures.length) % pictures.length);
  const alt = t('gears.photoOf', { title, n: index + 1, total: pictures.length });
  return (
    // min-w-0: as a grid item its width would otherwise be its content's, and on a phone a strip
    // of five or more thumbnails pushed the whole page wider than the screen.
    <div className="min-w-0">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block aspect-[4/3] w-full overflow-hidden rounded-xl bg-stone-100"
        aria-label={t('gears.enlarge')}
      >
        <img
          src={current.link}
          srcSet={photoSrcSet(current)}
          sizes={GALLERY_SIZES}
          alt={alt}
          width={current.width}
          height={current.height}
          className="size-full object-contain"
          fetchPriority="high"
        />
      </button>
      {pictures.length > 1 && (
        <GalleryStrip pictures={pictures} index={index} onSelect={setIndex} />
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        className="w-[min(96vw,80rem)]"
      >
        <div className="flex flex-col items-center gap-3">
          <img
            src={current.link}
            alt={alt}
            width={current.width}
            height={current.height}
            decoding="async"
            className="max-h-[75vh] w-auto object-contain"
          />
          <div className="flex items-center gap-3">
            {pictures.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => move(-1)}
                  className="rounded-lg border border-stone-300 px-3 py-2"
                >
                  {t('gears.previousPhoto')}
                </button>
                <span className="text-sm text-stone-600">
                  {index + 1} / {pictures.length}
                </span>
                <button
                  type="button"
                  onClick={() => move(1)}
                  className="rounded-lg border border-stone-300 px-3 py-2"
                >
                  {t('gears.nextPhoto')}
                </button>
              </>
            )}
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-lg bg-stone-900 px-3 py-2 text-white"
            >
              {t('common.close')}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
