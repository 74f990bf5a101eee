import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '#shared/contracts/gears.ts';

const never = () => () => {};
/** False in the server's HTML and while the browser hydrates it, true from then on. */
const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

function Thumb({ picture }: { picture: Picture }) {
  return (
    <img
      src={picture.thumbnail}
      alt=""
      width={picture.thumbnail_width}
      height={picture.thumbnail_height}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
    />
  );
}

/**
 * The strip of thumbnails under the gallery's photo. On a phone the strip is on screen, so its
 * lazy images were fetched with high priority as soon as the page was laid out, before its first
 * paint: 5 thumbnails, 42 KB, shared the phone's link with the page's largest photo (16 KB) and
 * Lighthouse counted them in its LCP (bench/README.md, session 18). Their buttons work only
 * once the page is hydrated, so that is when the thumbnails load; without JavaScript the
 * <noscript> copy shows them as before.
 */
export function GalleryStrip({
  pictures,
  index,
  onSelect,
}: {
  pictures: Picture[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t('gears.photos')}>
      {pictures.map((picture, i) => (
        <li key={picture.picture_id} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-current={i === index}
            aria-label={t('gears.showPhoto', { n: i + 1 })}
            className={`block size-20 overflow-hidden rounded-lg border-2 bg-stone-100 ${i === index ? 'border-accent-700' : 'border-transparent'}`}
          >
            {hydrated ? (
              <Thumb picture={picture} />
            ) : (
              <noscript>
                <Thumb picture={picture} />
              </noscript>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
