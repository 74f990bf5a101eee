import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './process-image.ts';
import { thumbnailSize } from './variant-size.ts';

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
