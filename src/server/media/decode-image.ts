// The CPU-heavy half of the photo pipeline: decode, auto-rotate, scale, encode both WebP
// variants. It runs in the low-priority worker process (cpu-worker.ts); process-image.ts does the
// cheap checks first and hands the bytes over.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  PHOTO_LARGE_PX,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_MEDIUM_PX,
  PHOTO_THUMB_PX,
} from '#shared/constants.ts';

export type DecodedImage = {
  key: string;
  large: Buffer;
  medium: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
};

/** Throws on a truncated or corrupt file that passed the magic-byte and header checks. */
export async function decodeImage(data: Buffer): Promise<DecodedImage> {
  // One decode for all variants: the camera's pixels are rotated and scaled once, the large,
  // middle and thumbnail WebPs are all made from that buffer (decoding the large WebP again for
  // the others would cost a second decode). WebP effort 2 instead of 4: a quarter less CPU
  // for about 1 % more bytes (bench/README.md, photo pipeline).
  const { data: pixels, info } = await sharp(data, {
    limitInputPixels: PHOTO_MAX_MEGAPIXELS * 1_000_000,
  })
    .rotate()
    .resize({
      width: PHOTO_LARGE_PX,
      height: PHOTO_LARGE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const large = await sharp(pixels, raw).webp({ quality: 80, effort: 2 }).toBuffer();
  const scaled = (side: number) =>
    sharp(pixels, raw).resize({
      width: side,
      height: side,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const medium = await scaled(PHOTO_MEDIUM_PX).webp({ quality: 78, effort: 2 }).toBuffer();
  const thumb = await scaled(PHOTO_THUMB_PX).webp({ quality: 75 }).toBuffer();
  const key = createHash('sha256').update(large).digest('hex').slice(0, 32);
  return { key, large, medium, thumb, width: info.width, height: info.height };
}
