import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PICTURES_PER_GEAR_MAX } from '#shared/constants.ts';
import { processImage } from '#server/media/process-image.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { hugePng, makeImage, mediaFiles, multipart, upload } from '#server/test/uploads.ts';
import { addPicture } from './service.ts';
import { exists, uploadChecks } from '#server/test/pictures.ts';

let t: TestContext;
let check: ReturnType<typeof uploadChecks>;
beforeAll(async () => {
  t = await createTestApp();
  check = uploadChecks(t);
});
afterAll(async () => t.close());

describe('POST /api/gears/{id}/pictures/ refusals', () => {
  it('judges by content: a text file named .jpg and a corrupt JPEG are 415, storing nothing', async () => {
    const { gear, auth } = await check.ownGear();
    const before = await check.snapshot();
    const text = Buffer.from('just some notes, not a photo\n'.repeat(50));
    const res = await upload(t, gear.id, auth, [
      { data: text, filename: 'wing.jpg', contentType: 'image/jpeg' },
    ]);
    await check.expectNothingStored(res, 415, 'unsupported_media_type', before);
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await check.expectNothingStored(
      await upload(t, gear.id, auth, corrupt),
      415,
      'unsupported_media_type',
      before,
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await check.expectNothingStored(
      await upload(t, gear.id, auth, gif),
      415,
      'unsupported_media_type',
      before,
    );
  });

  it('answers 413 for a file over 10 MB and for more than 40 megapixels, storing nothing', async () => {
    const { gear, auth } = await check.ownGear();
    const before = await check.snapshot();
    const big = Buffer.concat([
      await makeImage('jpeg', 1),
      Buffer.alloc(PHOTO_MAX_BYTES + 512 * 1024, 1),
    ]);
    await check.expectNothingStored(
      await upload(t, gear.id, auth, big),
      413,
      'payload_too_large',
      before,
    );
    const bomb = hugePng(8000, 6000);
    await check.expectNothingStored(
      await upload(t, gear.id, auth, bomb),
      413,
      'payload_too_large',
      before,
    );
  });

  it('needs multipart with a file in `image`', async () => {
    const { gear, auth } = await check.ownGear();
    const before = await check.snapshot();
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/pictures/`,
      headers: { authorization: auth },
      payload: { image: 'data:image/jpeg;base64,AAAA' },
    });
    await check.expectNothingStored(json, 415, 'unsupported_media_type', before);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/pictures/`,
      headers: { authorization: auth, 'content-type': 'image/jpeg' },
      payload: await makeImage('jpeg', 3),
    });
    await check.expectNothingStored(raw, 415, 'unsupported_media_type', before);
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
      await check.expectNothingStored(res, 400, 'validation_error', before);
      expect(res.json().errors.image).toEqual([expect.any(String)]);
    }
  });

  it(`refuses picture ${PICTURES_PER_GEAR_MAX + 1} with too_many_pictures, also under concurrent uploads`, async () => {
    const { gear, auth } = await check.ownGear();
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
    const rows = await check.rowsOf(gear.id);
    expect(rows.map((r) => r.position)).toEqual([...Array(PICTURES_PER_GEAR_MAX).keys()]);
    const before = await check.snapshot();
    const res = await upload(t, gear.id, auth, await makeImage('jpeg', 300, 64, 48));
    await check.expectNothingStored(res, 400, 'too_many_pictures', before);
    // The refused concurrent uploads left no file behind.
    await check.expectFilesMatchRows();
  });

  it('removes the files it wrote when the row cannot be inserted', async () => {
    const { gear } = await check.ownGear();
    const before = await check.snapshot();
    const image = await processImage(await makeImage('png', 400));
    // An integer column overflow makes the insert fail after the files were written.
    await expect(
      addPicture(t.database.db, {
        photos: t.photos,
        gearId: gear.id,
        image: { ...image, width: 2 ** 31 },
      }),
    ).rejects.toThrow();
    expect(await check.pictureCount()).toBe(before.rows);
    expect(await mediaFiles(t)).toEqual(before.files);
    expect(await exists(t.photos.path(image.key, 'large'))).toBe(false);
  });

  it('keeps the files on a failed insert when another row uses the same photo', async () => {
    const { gear, auth } = await check.ownGear();
    const photo = await makeImage('jpeg', 500);
    expect((await upload(t, gear.id, auth, photo)).statusCode).toBe(201);
    const image = await processImage(photo);
    await expect(
      addPicture(t.database.db, {
        photos: t.photos,
        gearId: gear.id,
        image: { ...image, width: 2 ** 31 },
      }),
    ).rejects.toThrow();
    expect(await exists(t.photos.path(image.key, 'large'))).toBe(true);
    expect(await exists(t.photos.path(image.key, 'thumb'))).toBe(true);
  });
});
