// The photo pipeline of docs/api.md: sniff the content (not the name or header), bound the size,
// auto-rotate, drop every metadata field (sharp keeps none unless asked), re-encode as WebP.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  PHOTO_LARGE_PX,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_THUMB_PX,
} from '#shared/constants.ts';
import { HttpError } from '../lib/http-error.ts';
import { createLimiter } from '../lib/limiter.ts';

export type ProcessedImage = {
  key: string;
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
};

// One libvips thread per decode and at most one decode per core keeps memory bounded under load.
sharp.concurrency(1);
const limit = createLimiter(availableParallelism());

export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

const unsupported = () =>
  new HttpError('unsupported_media_type', 'The file is not a JPEG, PNG or WebP image.');

export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length > PHOTO_MAX_BYTES)
    throw new HttpError('payload_too_large', 'The photo is larger than 10 MB.');
  if (!sniffImageType(data)) throw unsupported();
  return limit(async () => {
    const meta = await sharp(data)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw unsupported();
    if (meta.width * meta.height > PHOTO_MAX_MEGAPIXELS * 1_000_000) {
      throw new HttpError(
        'payload_too_large',
        `The photo has more than ${PHOTO_MAX_MEGAPIXELS} megapixels.`,
      );
    }
    try {
      // One decode for both variants: the camera's pixels are rotated and scaled once, the large
      // WebP and the thumbnail are both made from that buffer (the thumbnail used to decode the
      // large WebP again). WebP effort 2 instead of 4: a quarter less CPU for about 1 % more
      // bytes (bench/README.md, photo pipeline).
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
      const thumb = await sharp(pixels, raw)
        .resize({
          width: PHOTO_THUMB_PX,
          height: PHOTO_THUMB_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 75 })
        .toBuffer();
      const key = createHash('sha256').update(large).digest('hex').slice(0, 32);
      return { key, large, thumb, width: info.width, height: info.height };
    } catch {
      // A truncated or corrupt file that passed the magic-byte check.
      throw unsupported();
    }
  });
}
