// A 12-megapixel JPEG like a phone hands over: 4000×3000, photographic noise (which is what makes
// real photos big and slow to decode, unlike flat drawings), quality 92, EXIF orientation 6.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { photoSvg } from '../../src/server/db/seed/demo-photos.ts';

export async function cameraPhoto(path: string): Promise<string> {
  if (existsSync(path)) return path;
  await mkdir(dirname(path), { recursive: true });
  const [width, height] = [4000, 3000];
  const svg = photoSvg({
    shape: 'wing',
    brand: 'Ozone',
    model: 'Rush 6',
    colour: '#e63946',
    view: 0,
    seed: 1,
  }).replace(/width="\d+" height="\d+"/, `width="${width}" height="${height}"`);
  const scene = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer();
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .raw()
    .toBuffer();
  await sharp(scene, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone 12MP' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 92 })
    .toFile(path);
  return path;
}
