// Certificate photos: the gear photo pipeline, owner-only writes, and files that leave the
// store with the last row that uses them.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '#shared/constants.ts';
import { CERTIFICATE_PICTURES_MAX } from '#shared/contracts/certificates.ts';
import { certificatePictures, gearPictures } from '#server/db/schema.ts';
import { keyOf, makePng, uploadCertificatePicture } from '#server/test/certificates.ts';
import {
  loginAs,
  makeGear,
  makeUser,
  UNKNOWN_ID,
  makeCertificate,
  makeCertificatePictureRow,
} from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { processImage } from '#server/media/process-image.ts';
import { addRecordPicture } from '#server/features/items/record-pictures-repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const stranger = async () => loginAs(db(), (await makeUser(db())).id);
const rowsOf = (certificateId: string) =>
  db()
    .select()
    .from(certificatePictures)
    .where(eq(certificatePictures.certificate_id, certificateId));
const stored = (key: string) =>
  existsSync(t.photos.path(key, 'large')) && existsSync(t.photos.path(key, 'thumb'));

async function ownedCertificate(gearOverrides: Parameters<typeof makeGear>[2] = {}) {
  const owner = await makeUser(db());
  const gear = await makeGear(db(), owner.id, gearOverrides);
  const certificate = await makeCertificate(db(), gear.id, owner.id);
  return { owner, gear, certificate, auth: await loginAs(db(), owner.id) };
}

async function withPicture() {
  const setup = await ownedCertificate();
  const res = await uploadCertificatePicture(t, setup.certificate.id, setup.auth);
  expect(res.statusCode).toBe(201);
  const picture = res.json() as { id: string; image: string };
  return { ...setup, picture, key: keyOf(picture.image) };
}

describe('POST /api/certificates/{id}/pictures/', () => {
  it("stores the owner's PNG as WebP variants and answers {id, image}", async () => {
    const { certificate, auth } = await ownedCertificate();
    const res = await uploadCertificatePicture(t, certificate.id, auth, [
      { data: await makePng(2000, 1000), filename: 'proof.png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      image: expect.stringMatching(/^\/media\/.+-large\.webp$/),
    });
    const key = keyOf(body.image);
    expect(body.image).toBe(t.photos.url(key, 'large'));
    expect(stored(key)).toBe(true);
    const [row] = await rowsOf(certificate.id);
    expect(row).toMatchObject({ id: body.id, storage_key: key });

    const list = await t.app.inject({ url: `/api/certificates/${certificate.id}/pictures/` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([body]);
    const served = await t.app.inject({ url: body.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a text file named .jpg with 415 and stores nothing', async () => {
    const { certificate, auth } = await ownedCertificate();
    const res = await uploadCertificatePicture(t, certificate.id, auth, [
      {
        data: Buffer.from('certainly not a photo\n'),
        filename: 'proof.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
    expect(await rowsOf(certificate.id)).toEqual([]);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const { certificate, auth } = await ownedCertificate();
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
    (await makePng()).copy(big);
    const res = await uploadCertificatePicture(t, certificate.id, auth, [{ data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(await rowsOf(certificate.id)).toEqual([]);
  });

  it('answers 400 naming image when the field is missing or holds two files', async () => {
    const { certificate, auth } = await ownedCertificate();
    const png = await makePng();
    for (const parts of [
      [{ field: 'photo', data: png }],
      [{ data: png }, { data: await makePng() }],
    ]) {
      const res = await uploadCertificatePicture(t, certificate.id, auth, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { image: [expect.any(String)] },
      });
    }
    expect(await rowsOf(certificate.id)).toEqual([]);
  });

  it('answers 415 to a JSON body', async () => {
    const { certificate, auth } = await ownedCertificate();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${certificate.id}/pictures/`,
      headers: { authorization: auth },
      payload: { image: 'https://example.com/a.png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('answers 401 anonymous and 403 another user, storing nothing', async () => {
    const { certificate } = await ownedCertificate();
    const anonymous = await uploadCertificatePicture(t, certificate.id, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    const other = await uploadCertificatePicture(t, certificate.id, await stranger());
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('permission_denied');
    expect(await rowsOf(certificate.id)).toEqual([]);
  });

  it('answers 404 for unknown and malformed certificate ids', async () => {
    const auth = await stranger();
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await uploadCertificatePicture(t, id, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it(`refuses a photo beyond ${CERTIFICATE_PICTURES_MAX} with too_many_pictures`, async () => {
    const { certificate, auth } = await ownedCertificate();
    for (let i = 0; i < CERTIFICATE_PICTURES_MAX; i++) {
      await makeCertificatePictureRow(db(), certificate.id, `${i}`.padStart(32, 'f'));
    }
    const res = await uploadCertificatePicture(t, certificate.id, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('too_many_pictures');
    expect(await rowsOf(certificate.id)).toHaveLength(CERTIFICATE_PICTURES_MAX);
  });
});

describe('addRecordPicture (a certificate is a record)', () => {
  it('takes back the files it wrote when the row does not commit', async () => {
    const { certificate } = await ownedCertificate();
    const image = await processImage(await makePng());
    // url() runs after the insert, inside the transaction: its failure rolls the row back.
    const failing = {
      ...t.photos,
      url: () => {
        throw new Error('store went away');
      },
    };
    await expect(
      addRecordPicture(db(), { photos: failing, recordId: certificate.id, image }),
    ).rejects.toThrow('store went away');
    expect(await rowsOf(certificate.id)).toEqual([]);
    expect(stored(image.key)).toBe(false);
  });
});

describe('GET /api/certificates/{id}/pictures/', () => {
  it('answers an empty list for a certificate without photos, 404 for unknown and malformed ids', async () => {
    const { certificate } = await ownedCertificate();
    const empty = await t.app.inject({ url: `/api/certificates/${certificate.id}/pictures` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await t.app.inject({ url: `/api/certificates/${id}/pictures/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });

  it('shows the photos of a hidden gear only to its owner', async () => {
    const { certificate, auth } = await ownedCertificate({ is_hidden: true });
    const url = `/api/certificates/${certificate.id}/pictures/`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: { authorization: auth } })).statusCode).toBe(200);
  });
});

describe('DELETE /api/certificates/{certId}/pictures/{pictureId}/', () => {
  const remove = (certificateId: string, pictureId: string, auth: string | undefined) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/certificates/${certificateId}/pictures/${pictureId}/`,
      headers: auth ? { authorization: auth } : {},
    });

  it('answers 401 anonymous and 403 another user, keeping the row and the files', async () => {
    const { certificate, picture, key } = await withPicture();
    expect((await remove(certificate.id, picture.id, undefined)).statusCode).toBe(401);
    const other = await remove(certificate.id, picture.id, await stranger());
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('permission_denied');
    expect(await rowsOf(certificate.id)).toHaveLength(1);
    expect(stored(key)).toBe(true);
  });

  it("deletes the owner's photo and its files", async () => {
    const { certificate, picture, key, auth } = await withPicture();
    const res = await remove(certificate.id, picture.id, auth);
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(certificate.id)).toEqual([]);
    expect(stored(key)).toBe(false);
    const list = await t.app.inject({ url: `/api/certificates/${certificate.id}/pictures/` });
    expect(list.json()).toEqual([]);
  });

  it('keeps the files while another row uses the same key', async () => {
    const { gear, certificate, picture, key, auth } = await withPicture();
    await db()
      .insert(gearPictures)
      .values({ gear_id: gear.id, storage_key: key, width: 320, height: 240 });
    expect((await remove(certificate.id, picture.id, auth)).statusCode).toBe(204);
    expect(stored(key)).toBe(true);
  });

  it('answers 404 for an unknown or malformed photo id, and for a photo of another certificate', async () => {
    const { certificate, auth, owner, gear } = await withPicture();
    const sibling = await makeCertificate(db(), gear.id, owner.id);
    const foreign = await uploadCertificatePicture(t, sibling.id, auth);
    for (const pictureId of [UNKNOWN_ID, 'not-a-uuid', foreign.json().id]) {
      const res = await remove(certificate.id, pictureId, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await rowsOf(sibling.id)).toHaveLength(1);
  });
});

describe('DELETE /api/certificates/{id} with photos', () => {
  it("removes the certificate's photo rows and files", async () => {
    const { certificate, key, auth } = await withPicture();
    const second = await uploadCertificatePicture(t, certificate.id, auth);
    const secondKey = keyOf(second.json().image);
    expect(stored(secondKey)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/certificates/${certificate.id}`,
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(certificate.id)).toEqual([]);
    expect(stored(key)).toBe(false);
    expect(stored(secondKey)).toBe(false);
    const list = await t.app.inject({ url: `/api/certificates/${certificate.id}/pictures/` });
    expect(list.statusCode).toBe(404);
  });
});
