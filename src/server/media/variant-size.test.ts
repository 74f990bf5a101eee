import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './process-image.ts';
import { createDiskPhotoStore } from './photo-store.ts';
import { pictureOf, thumbnailSize } from './variant-size.ts';

describe('thumbnailSize', () => {
  // Odd proportions, where rounding could differ, and a photo smaller than a thumbnail.
  it.each([
    [1000, 333],
    [777, 1600],
    [1600, 1067],
    [2000, 1999],
    [300, 200],
  ])('is the size of the thumbnail the pipeline makes from a %i×%i photo', async (w, h) => {
    const png = await sharp({ create: { width: w, height: h, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const image = await processImage(png);
    const thumb = await sharp(image.thumb).metadata();
    expect(thumbnailSize(image.width, image.height)).toEqual({
      thumbnail_width: thumb.width,
      thumbnail_height: thumb.height,
    });
  });
});

describe('pictureOf', () => {
  const photos = createDiskPhotoStore('/nowhere');

  it.each([
    [1600, 1067],
    [777, 1600],
    [1000, 333],
  ])('gives the middle variant the size the pipeline makes from a %i×%i photo', async (w, h) => {
    const png = await sharp({ create: { width: w, height: h, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const image = await processImage(png);
    const medium = await sharp(image.medium).metadata();
    const row = { id: 'p', key: image.key, width: image.width, height: image.height };
    expect(pictureOf(photos, { ...row, has_medium: true })).toMatchObject({
      medium: `/media/${image.key.slice(0, 2)}/${image.key}-medium.webp`,
      medium_width: medium.width,
      medium_height: medium.height,
    });
  });

  it('names no middle variant for a photo stored without one, or no larger than it', () => {
    const row = { id: 'p', key: 'abcdef', width: 1600, height: 1200 };
    expect(pictureOf(photos, row)).not.toHaveProperty('medium');
    expect(
      pictureOf(photos, { ...row, width: 640, height: 480, has_medium: true }),
    ).not.toHaveProperty('medium');
  });
});
