import { access, readFile } from 'node:fs/promises';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_LARGE_PX,
  PHOTO_MAX_BYTES,
  PHOTO_THUMB_PX,
  PICTURES_PER_GEAR_MAX,
} from '#shared/constants.ts';
import { gearPictures } from '../../db/schema.ts';
import { processImage } from '../../media/process-image.ts';
import { loginAs, makeGear, makeUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { hugePng, makeImage, mediaFiles, multipart, upload } from './photo-fixtures.ts';
import { addPicture } from './service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function ownGear() {
  const user = await makeUser(t.database.db);
  const gear = await makeGear(t.database.db, user.id);
  return { user, gear, auth: await loginAs(t.database.db, user.id) };
}

const rowsOf = (gearId: string) =>
  t.database.db
    .select()
    .from(gearPictures)
    .where(eq(gearPictures.gear_id, gearId))
    .orderBy(asc(gearPictures.position));
const pictureCount = async () =>
  (await t.database.db.select({ n: count() }).from(gearPictures))[0]!.n;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const LINK = /^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}-large\.webp$/;

/** A failed upload must leave the database and the media folder as they were. */
async function expectNothingStored(
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  code: string,
  before: { rows: number; files: string[] },
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code, detail: expect.any(String) });
  expect(await pictureCount()).toBe(before.rows);
  expect(await mediaFiles(t)).toEqual(before.files);
}
/** Every stored file belongs to a row, and every row has its two files. */
async function expectFilesMatchRows() {
  const keys = await t.database.db
    .selectDistinct({ key: gearPictures.storage_key })
    .from(gearPictures);
  const expected = keys.flatMap(({ key }) =>
    ['large', 'thumb'].map((v) => `${key.slice(0, 2)}/${key}-${v}.webp`),
  );
  expect(await mediaFiles(t)).toEqual(expected.sort());
}
const snapshot = async () => ({ rows: await pictureCount(), files: await mediaFiles(t) });

describe('POST /api/gears/{id}/pictures/', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s as WebP variants and lists it',
    async (format) => {
      const { gear, auth } = await ownGear();
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
      });
      const [row] = await rowsOf(gear.id);
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
    const { gear, auth } = await ownGear();
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
    const [row] = await rowsOf(gear.id);
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
    for (const variant of ['large', 'thumb'] as const) {
      const file = await readFile(t.photos.path(row!.storage_key, variant), 'latin1');
      expect(file).not.toContain('TestCam');
      expect(file).not.toContain('EXIF');
    }
  });

  it('judges by content: a text file named .jpg and a corrupt JPEG are 415, storing nothing', async () => {
    const { gear, auth } = await ownGear();
    const before = await snapshot();
    const text = Buffer.from('just some notes, not a photo\n'.repeat(50));
    const res = await upload(t, gear.id, auth, [
      { data: text, filename: 'wing.jpg', contentType: 'image/jpeg' },
    ]);
    await expectNothingStored(res, 415, 'unsupported_media_type', before);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expectNothingStored(
      await upload(t, gear.id, auth, corrupt),
      415,
      'unsupported_media_type',
      before,
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await expectNothingStored(
      await upload(t, gear.id, auth, gif),
      415,
      'unsupported_media_type',
      before,
    );
  });

  it('answers 413 for a file over 10 MB and for more than 40 megapixels, storing nothing', async () => {
    const { gear, auth } = await ownGear();
    const before = await snapshot();
    const big = Buffer.concat([
      await makeImage('jpeg', 1),
      Buffer.alloc(PHOTO_MAX_BYTES + 512 * 1024, 1),
    ]);
    await expectNothingStored(
      await upload(t, gear.id, auth, big),
      413,
      'payload_too_large',
      before,
    );
    const bomb = hugePng(8000, 6000);
    await expectNothingStored(
      await upload(t, gear.id, auth, bomb),
      413,
      'payload_too_large',
      before,
    );
  });

  it('accepts a photo of almost 10 MB, far over the 1 MB JSON limit', async () => {
    const { gear, auth } = await ownGear();
    // Bytes after the JPEG's end marker are ignored by decoders: a valid photo of any size.
    const photo = await makeImage('jpeg', 2);
    const padded = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES - photo.length - 1024, 0)]);
    const res = await upload(t, gear.id, auth, padded);
    expect(res.statusCode).toBe(201);
  });

  it('over real HTTP, as a browser sends it: 10 MB accepted, 10.5 MB refused with the error body', async () => {
    const { gear, auth } = await ownGear();
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

  it('needs multipart with a file in `image`', async () => {
    const { gear, auth } = await ownGear();
    const before = await snapshot();
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/pictures/`,
      headers: { authorization: auth },
      payload: { image: 'data:image/jpeg;base64,AAAA' },
    });
    await expectNothingStored(json, 415, 'unsupported_media_type', before);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/pictures/`,
      headers: { authorization: auth, 'content-type': 'image/jpeg' },
      payload: await makeImage('jpeg', 3),
    });
    await expectNothingStored(raw, 415, 'unsupported_media_type', before);
    const cases = [
      multipart([], { title: 'no file at all' }),
      multipart([{ field: 'photo', data: await makeImage('jpeg', 3) }]),
      multipart([{ data: Buffer.alloc(0) }]),
      multipart([{ data: await makeImage('jpeg', 3) }, { data: await makeImage('jpeg', 4) }]),
    ];
    for (const body of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/gears/${gear.id}/pictures/`,
        headers: { ...body.headers, authorization: auth },
        payload: body.payload,
      });
      await expectNothingStored(res, 400, 'validation_error', before);
      expect(res.json().errors.image).toEqual([expect.any(String)]);
    }
  });

  it(`refuses picture ${PICTURES_PER_GEAR_MAX + 1} with too_many_pictures, also under concurrent uploads`, async () => {
    const { gear, auth } = await ownGear();
    for (let i = 0; i < PICTURES_PER_GEAR_MAX - 1; i++) {
      expect(
        (await upload(t, gear.id, auth, await makeImage('jpeg', 100 + i, 64, 48))).statusCode,
      ).toBe(201);
    }
    const images = await Promise.all(
      [200, 201, 202].map((seed) => makeImage('jpeg', seed, 64, 48)),
    );
    const results = await Promise.all(images.map((image) => upload(t, gear.id, auth, image)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const rows = await rowsOf(gear.id);
    expect(rows.map((r) => r.position)).toEqual([...Array(PICTURES_PER_GEAR_MAX).keys()]);
    const before = await snapshot();
    const res = await upload(t, gear.id, auth, await makeImage('jpeg', 300, 64, 48));
    await expectNothingStored(res, 400, 'too_many_pictures', before);
    // The refused concurrent uploads left no file behind.
    await expectFilesMatchRows();
  });

  it('removes the files it wrote when the row cannot be inserted', async () => {
    const { gear } = await ownGear();
    const before = await snapshot();
    const image = await processImage(await makeImage('png', 400));
    // An integer column overflow makes the insert fail after the files were written.
    await expect(
      addPicture(t.database.db, t.photos, gear.id, { ...image, width: 2 ** 31 }),
    ).rejects.toThrow();
    expect(await pictureCount()).toBe(before.rows);
    expect(await mediaFiles(t)).toEqual(before.files);
    expect(await exists(t.photos.path(image.key, 'large'))).toBe(false);
  });

  it('keeps the files on a failed insert when another row uses the same photo', async () => {
    const { gear, auth } = await ownGear();
    const photo = await makeImage('jpeg', 500);
    expect((await upload(t, gear.id, auth, photo)).statusCode).toBe(201);
    const image = await processImage(photo);
    await expect(
      addPicture(t.database.db, t.photos, gear.id, { ...image, width: 2 ** 31 }),
    ).rejects.toThrow();
    expect(await exists(t.photos.path(image.key, 'large'))).toBe(true);
    expect(await exists(t.photos.path(image.key, 'thumb'))).toBe(true);
  });
});

describe('GET /api/gears/{id}/pictures/', () => {
  it('is public, empty for a listing without pictures, and 404 for unknown or hidden listings', async () => {
    const { user, gear } = await ownGear();
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
