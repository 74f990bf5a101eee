// Where processed photos live: a folder served at /media, or an S3 bucket (photo-store-s3.ts).
// Names are content-hashed, so files are immutable and cache forever.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ProcessedImage } from './process-image.ts';

export type Variant = 'large' | 'medium' | 'thumb';
/** Every variant a photo may have; photos stored before the middle one have no `medium`. */
export const VARIANTS: readonly Variant[] = ['large', 'medium', 'thumb'];
export type PhotoStore = {
  put: (image: ProcessedImage) => Promise<void>;
  remove: (key: string) => Promise<void>;
  url: (key: string, variant: Variant) => string;
  path: (key: string, variant: Variant) => string;
};

export const relative = (key: string, variant: Variant) =>
  `${key.slice(0, 2)}/${key}-${variant}.webp`;

export function createDiskPhotoStore(mediaDir: string, baseUrl = ''): PhotoStore {
  const path = (key: string, variant: Variant) => join(mediaDir, relative(key, variant));
  // Write to a temporary name, then rename: a crash never leaves a half-written photo.
  const atomicWrite = async (target: string, data: Buffer) => {
    await mkdir(dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  };
  return {
    path,
    url: (key, variant) => `${baseUrl}/media/${relative(key, variant)}`,
    put: async (image) => {
      await atomicWrite(path(image.key, 'large'), image.large);
      await atomicWrite(path(image.key, 'medium'), image.medium);
      await atomicWrite(path(image.key, 'thumb'), image.thumb);
    },
    remove: async (key) => {
      await Promise.all(VARIANTS.map((variant) => rm(path(key, variant), { force: true })));
    },
  };
}
