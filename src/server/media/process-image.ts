// The photo pipeline of docs/api.md: sniff the content (not the name or header), bound the size,
// auto-rotate, drop every metadata field (sharp keeps none unless asked), re-encode as WebP.
// The checks run here; the decode and encode run in the low-priority worker process
// (cpu-pool.ts, decode-image.ts), so reads keep the cores while photos wait.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_ASPECT_RATIO,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_MAX_SIDE_PX,
} from '#shared/constants.ts';
import { HttpError } from '#server/lib/http-error.ts';
import { createLimiter, LimiterFullError } from '#server/lib/limiter.ts';
import { gaugeOf } from '#server/lib/metrics.ts';
import { cpuPool, WorkerExitedError } from './cpu-pool.ts';
import { decodeImage, type DecodedImage } from './decode-image.ts';

export type ProcessedImage = DecodedImage;

// One libvips thread per decode and at most one decode per core keeps memory bounded under load.
// More uploads may wait their turn (each holds its bytes); any beyond them are told to come back
// (503 with Retry-After) instead of waiting, and holding memory, without bound. The header checks
// below stay in this process: they read a few bytes.
sharp.concurrency(1);
const cores = availableParallelism();
export const photoDecodes = createLimiter(cores, cores * 64);
gaugeOf('airgear_photo_decodes_running', 'Photos being decoded now.', photoDecodes.running);
gaugeOf('airgear_photo_decodes_waiting', 'Photos waiting for a decode.', photoDecodes.waiting);

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

// Bytes waiting for a decode, bounded like the count: most photos are far below 10 MB, so many
// small ones may wait (uploads take the wait) while a few large ones fill the budget.
const QUEUED_BYTES_MAX = cores * 4 * PHOTO_MAX_BYTES;
let queuedBytes = 0;

/**
 * `inThisProcess`: decode here at normal priority, outside the queue, for work that runs before
 * the server serves (the demo seed), which a busy machine would otherwise hold up.
 */
export async function processImage(
  data: Buffer,
  { inThisProcess = false } = {},
): Promise<ProcessedImage> {
  if (data.length > PHOTO_MAX_BYTES) throw tooLarge('The photo is larger than 10 MB.');
  if (!sniffImageType(data)) throw unsupported();
  await checkHeader(data);
  if (inThisProcess) return decodeImage(data).catch(() => Promise.reject(unsupported()));
  if (queuedBytes + data.length > QUEUED_BYTES_MAX) throw busy();
  queuedBytes += data.length;
  try {
    return await photoDecodes(() => decode(data));
  } catch (error) {
    throw error instanceof LimiterFullError ? busy() : error;
  } finally {
    queuedBytes -= data.length;
  }
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** In the low-priority worker process; a failure there is a corrupt file that passed the checks. */
async function decode(data: Buffer): Promise<ProcessedImage> {
  const image = await cpuPool.run('decode', data).catch((error: unknown) => {
    throw error instanceof WorkerExitedError ? error : unsupported();
  });
  return {
    ...image,
    large: asBuffer(image.large),
    medium: asBuffer(image.medium),
    thumb: asBuffer(image.thumb),
  };
}
