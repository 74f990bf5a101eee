import type { Picture } from '#shared/contracts/gears.ts';

/**
 * A photo's stored variants as `srcset` candidates: the browser picks by the slot's width
 * (`sizes`) and the screen's density; a phone's full-width slot (412 px at DPR 1.75) takes the
 * 800 px middle one rather than the 1600 px. Photos stored before the middle variant have none,
 * and list only what exists. The card and the gallery share it with gear-placeholder.tsx, so it
 * lands in the chunk that already carries that (no file more to fetch).
 */
export const photoSrcSet = (photo: Picture) =>
  `${photo.thumbnail} ${photo.thumbnail_width}w, ${photo.medium ? `${photo.medium} ${photo.medium_width}w, ` : ''}${photo.link} ${photo.width}w`;
