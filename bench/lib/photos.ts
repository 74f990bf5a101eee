// A handful of real processed photos in the data set's media folder: every generated picture row
// points at one of them, so /media answers and pages load real images (as in production).
import type { PhotoShape } from '../../src/server/db/seed/demo-photos.ts';
import { renderPhoto } from '../../src/server/db/seed/demo-photos.ts';
import { createDiskPhotoStore } from '../../src/server/media/photo-store.ts';
import { processImage } from '../../src/server/media/process-image.ts';
import type { BenchPhoto } from './generate.ts';

const LOOKS: { shape: PhotoShape; brand: string; model: string; colour: string }[] = [
  { shape: 'wing', brand: 'Ozone', model: 'Rush 6', colour: '#e63946' },
  { shape: 'wing', brand: 'Advance', model: 'Iota DLS', colour: '#2a9d8f' },
  { shape: 'wing', brand: 'Gin', model: 'Bolero 7', colour: '#f1c40f' },
  { shape: 'harness', brand: 'Supair', model: 'Delight 4', colour: '#457b9d' },
  { shape: 'instrument', brand: 'XCTracer', model: 'Maxx II', colour: '#8e44ad' },
  { shape: 'reserve', brand: 'Companion', model: 'SQR 120', colour: '#e67e22' },
  { shape: 'paramotor', brand: 'Parajet', model: 'Maverick', colour: '#16a085' },
  { shape: 'accessories', brand: 'Charly', model: 'Insider helmet', colour: '#c0392b' },
];

export async function makeBenchPhotos(mediaDir: string): Promise<BenchPhoto[]> {
  const store = createDiskPhotoStore(mediaDir);
  const photos: BenchPhoto[] = [];
  for (const [i, look] of LOOKS.entries()) {
    const image = await processImage(await renderPhoto({ ...look, view: i % 3, seed: 7 + i }));
    await store.put(image);
    photos.push({ key: image.key, width: image.width, height: image.height });
  }
  return photos;
}
