import type { Picture } from '#shared/contracts/gears.ts';

/** Both stored variants as candidates: the browser picks by the slot's width and the screen. */
export const photoSrcSet = (photo: Picture) =>
  `${photo.thumbnail} ${photo.thumbnail_width}w, ${photo.link} ${photo.width}w`;

/**
 * The card grid's slot (gear-grid.tsx): one column on phones, 2 from `sm`, 3 from `lg`, 4 from
 * `xl`, where the page stops growing (80rem less its padding and gaps: 297px a card).
 */
export const CARD_SIZES =
  '(min-width:1280px) 297px,(min-width:1024px) 33vw,(min-width:640px) 50vw,100vw';
