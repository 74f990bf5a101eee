// The photo pipeline of docs/api.md: sniff the content (not the name or header), bound the size,
// auto-rotate, drop every metadata field (sharp keeps none unless asked), re-encode as WebP.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  PHOTO_LARGE_PX,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_ASPECT_RATIO,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_MAX_SIDE_PX,
  PHOTO_THUMB_PX,
} from '#shared/constants.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { createLimiter, LimiterFullError } from '#server/lib/limiter.ts';

export type ProcessedImage = {
  key: string;
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
};

// One libvips thread per decode and at most one decode per core keeps memory bounded under load.
// A few uploads more may wait their turn (each holds its bytes, up to 10 MB); any beyond them are
// told to come back (503 with Retry-After) instead of waiting, and holding memory, without bound.
sharp.concurrency(1);
const cores = availableParallelism();
export const photoDecodes = createLimiter(cores, cores * 4);

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
const tooLarge = (detail: string) => new HttpError('payload_too_large', detail);
const busy = () =>
  new HttpError('service_unavailable', 'Too many photos are being processed. Try again shortly.', {
    headers: { 'Retry-After': '2' },
  });

/**
 * Judges the size the header claims before a pixel is decoded. Only the header is read: libvips'
 * own pixel limit is lifted here, or an image that is merely too large would read as no image.
 */
async function checkHeader(data: Buffer) {
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw unsupported();
  const long = Math.max(meta.width, meta.height);
  const short = Math.min(meta.width, meta.height);
  if (long * short > PHOTO_MAX_MEGAPIXELS * 1_000_000) {
    throw tooLarge(`The photo has more than ${PHOTO_MAX_MEGAPIXELS} megapixels.`);
  }
  if (long > PHOTO_MAX_SIDE_PX) {
    throw tooLarge(`A side of the photo is longer than ${PHOTO_MAX_SIDE_PX} pixels.`);
  }
  if (long > short * PHOTO_MAX_ASPECT_RATIO) {
    throw tooLarge(`The photo is more than ${PHOTO_MAX_ASPECT_RATIO} times as long as it is wide.`);
  }
}

export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length > PHOTO_MAX_BYTES) throw tooLarge('The photo is larger than 10 MB.');
  if (!sniffImageType(data)) throw unsupported();
  await checkHeader(data);
  try {
    return await photoDecodes(() => decode(data));
  } catch (error) {
    throw error instanceof LimiterFullError ? busy() : error;
  }
}

async function decode(data: Buffer): Promise<ProcessedImage> {
  try {
    // One decode for both variants: the camera's pixels are rotated and scaled once, the large
    // WebP and the thumbnail are both made from that buffer (decoding the large WebP again for
    // the thumbnail would cost a second decode). WebP effort 2 instead of 4: a quarter less CPU for about 1 % more
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
    // A truncated or corrupt file that passed the magic-byte and header checks.
    throw unsupported();
  }
}
