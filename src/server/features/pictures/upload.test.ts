import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LARGE_PX, PHOTO_MAX_BYTES, PHOTO_THUMB_PX } from '#shared/constants.ts';
import { loginAs, makeGear } from '#server/test/factories.ts';
import { uploadChecks } from '#server/test/pictures.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, upload } from '#server/test/uploads.ts';

let t: TestContext;
let check: ReturnType<typeof uploadChecks>;
beforeAll(async () => {
  t = await createTestApp();
  check = uploadChecks(t);
});
afterAll(async () => t.close());

const LINK = /^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}-large\.webp$/;

describe('POST /api/gears/{id}/pictures/', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s as WebP variants and lists it',
    async (format) => {
      const { gear, auth } = await check.ownGear();
      const res = await upload(t, gear.id, auth, [
        {
          data: await makeImage(format, 7),
          filename: `photo.${format}`,
          contentType: `image/${format}`,
        },
      ]);
      expect(res.statusCode).toBe(201);
      const picture = res.json();
      expect(picture).toEqual({
        picture_id: expect.any(String),
        link: expect.stringMatching(LINK),
        thumbnail: picture.link.replace('-large.webp', '-thumb.webp'),
        width: 640,
        height: 480,
        thumbnail_width: 480,
        thumbnail_height: 360,
      });
      const [row] = await check.rowsOf(gear.id);
      expect(row).toMatchObject({ id: picture.picture_id, position: 0, width: 640, height: 480 });
      for (const variant of ['large', 'thumb'] as const) {
        const meta = await sharp(t.photos.path(row!.storage_key, variant)).metadata();
        expect(meta.format).toBe('webp');
      }
      const served = await t.app.inject({ url: picture.link });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const listed = await t.app.inject({ url: `/api/gears/${gear.id}/pictures/` });
      expect(listed.json()).toEqual([picture]);
      const detail = await t.app.inject({ url: `/api/gears/${gear.id}/` });
      expect(detail.json().pictures).toEqual([picture]);
    },
  );

  it('removes EXIF and GPS, auto-rotates, and bounds both variants', async () => {
    const { gear, auth } = await check.ownGear();
    // 2400×1200 landscape pixels with orientation 6: the picture is really 1200×2400 portrait.
    const photo = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#5588aa' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'TestCam', Model: 'GPS 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '38/1 42/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '9/1 8/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('TestCam');
    const res = await upload(t, gear.id, auth, photo);
    expect(res.statusCode).toBe(201);
    const [row] = await check.rowsOf(gear.id);
    const large = await sharp(t.photos.path(row!.storage_key, 'large')).metadata();
    const thumb = await sharp(t.photos.path(row!.storage_key, 'thumb')).metadata();
    for (const meta of [large, thumb]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.format).toBe('webp');
      expect(meta.height).toBeGreaterThan(meta.width);
    }
    expect([large.width, large.height]).toEqual([PHOTO_LARGE_PX / 2, PHOTO_LARGE_PX]);
    expect([thumb.width, thumb.height]).toEqual([PHOTO_THUMB_PX / 2, PHOTO_THUMB_PX]);
    // The answer gives the sizes of the files as stored, rotated.
    expect(res.json()).toMatchObject({
      width: large.width,
      height: large.height,
      thumbnail_width: thumb.width,
      thumbnail_height: thumb.height,
    });
    for (const variant of ['large', 'thumb'] as const) {
      const file = await readFile(t.photos.path(row!.storage_key, variant), 'latin1');
      expect(file).not.toContain('TestCam');
      expect(file).not.toContain('EXIF');
    }
  });

  it('accepts a photo of almost 10 MB, far over the 1 MB JSON limit', async () => {
    const { gear, auth } = await check.ownGear();
    // Bytes after the JPEG's end marker are ignored by decoders: a valid photo of any size.
    const photo = await makeImage('jpeg', 2);
    const padded = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES - photo.length - 1024, 0)]);
    const res = await upload(t, gear.id, auth, padded);
    expect(res.statusCode).toBe(201);
  });

  it('over real HTTP, as a browser sends it: 10 MB accepted, 10.5 MB refused with the error body', async () => {
    const { gear, auth } = await check.ownGear();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (data: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'wing.jpg');
      const res = await fetch(`${address}/api/gears/${gear.id}/pictures/`, {
        method: 'POST',
        body: form,
        headers: { authorization: auth },
      });
      return { status: res.status, body: await res.json() };
    };
    const photo = await makeImage('jpeg', 5);
    const fits = await send(
      Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES - photo.length - 1024)]),
    );
    expect(fits.status).toBe(201);
    const tooBig = await send(Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES + 512 * 1024)]));
    expect(tooBig).toEqual({
      status: 413,
      body: { detail: expect.any(String), code: 'payload_too_large' },
    });
  });
});

describe('GET /api/gears/{id}/pictures/', () => {
  it('is public, empty for a listing without pictures, and 404 for unknown or hidden listings', async () => {
    const { user, gear } = await check.ownGear();
    const empty = await t.app.inject({ url: `/api/gears/${gear.id}/pictures/` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const archived = await makeGear(t.database.db, user.id, { status: 'archived' });
    for (const id of [archived.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ url: `/api/gears/${id}/pictures/` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const own = await t.app.inject({
      url: `/api/gears/${archived.id}/pictures/`,
      headers: { authorization: await loginAs(t.database.db, user.id) },
    });
    expect(own.statusCode).toBe(200);
  });
});
