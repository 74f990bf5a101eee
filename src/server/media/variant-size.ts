// The pixel sizes of a photo's stored variants, from the large one's (kept in the picture's row):
// the middle variant and the thumbnail are the large photo scaled to fit PHOTO_MEDIUM_PX and
// PHOTO_THUMB_PX, never enlarged (decode-image.ts), so their sizes need not be stored beside it.
import { PHOTO_MEDIUM_PX, PHOTO_THUMB_PX } from '#shared/constants.ts';
import type { Picture } from '#shared/contracts/gears.ts';
import type { PhotoStore } from './photo-store.ts';

const fitted = (width: number, height: number, side: number) => {
  const scale = Math.min(1, side / Math.max(width, height));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
};

export function thumbnailSize(width: number, height: number) {
  const [thumbnail_width, thumbnail_height] = fitted(width, height, PHOTO_THUMB_PX);
  return { thumbnail_width: thumbnail_width!, thumbnail_height: thumbnail_height! };
}

/**
 * A stored photo as the API shows it: its variants' URLs and sizes. The middle one only when the
 * row says it was stored (older photos have none) and it is smaller than the large one.
 */
export function pictureOf(
  photos: PhotoStore,
  row: { id: string; key: string; width: number; height: number; has_medium?: boolean },
): Picture {
  const [medium_width, medium_height] = fitted(row.width, row.height, PHOTO_MEDIUM_PX);
  const medium =
    row.has_medium && medium_width! < row.width
      ? { medium: photos.url(row.key, 'medium'), medium_width, medium_height }
      : {};
  return {
    picture_id: row.id,
    link: photos.url(row.key, 'large'),
    thumbnail: photos.url(row.key, 'thumb'),
    width: row.width,
    height: row.height,
    ...thumbnailSize(row.width, row.height),
    ...medium,
  };
}
