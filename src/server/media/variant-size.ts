// The pixel sizes of a photo's stored variants, from the large one's (kept in the picture's row):
// the thumbnail is the large photo scaled to fit PHOTO_THUMB_PX, never enlarged
// (process-image.ts), so its size need not be stored beside it.
import { PHOTO_THUMB_PX } from '#shared/constants.ts';
import type { Picture } from '#shared/contracts/gears.ts';
import type { PhotoStore } from './photo-store.ts';

export function thumbnailSize(width: number, height: number) {
  const scale = Math.min(1, PHOTO_THUMB_PX / Math.max(width, height));
  return {
    thumbnail_width: Math.max(1, Math.round(width * scale)),
    thumbnail_height: Math.max(1, Math.round(height * scale)),
  };
}

/** A stored photo as the API shows it: both variants' URLs and sizes. */
export function pictureOf(
  photos: PhotoStore,
  row: { id: string; key: string; width: number; height: number },
): Picture {
  return {
    picture_id: row.id,
    link: photos.url(row.key, 'large'),
    thumbnail: photos.url(row.key, 'thumb'),
    width: row.width,
    height: row.height,
    ...thumbnailSize(row.width, row.height),
  };
}
