import { access } from 'node:fs/promises';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificatePictures,
  certificates,
  certifiers,
  gearPictures,
  gears,
} from '#server/db/schema.ts';
import { processImage } from '#server/media/process-image.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, mediaFiles, upload } from '#server/test/uploads.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let seed = 2000;
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const filesOf = (key: string) => [t.photos.path(key, 'large'), t.photos.path(key, 'thumb')];

/** Stores a certificate with one photo on the gear, as the certificates feature would. */
async function certificateWithPhoto(gearId: string, userId: string, photo: Buffer) {
  const [certifier] = await t.database.db.select({ id: certifiers.id }).from(certifiers).limit(1);
  const [certificate] = await t.database.db
    .insert(certificates)
    .values({
      gear_id: gearId,
      user_id: userId,
      certifier_id: certifier!.id,
      issue_date: '2025-03-01',
      expiration_date: '2027-03-01',
      porosity: 40,
      lines_need_trim: false,
      fabric_condition: true,
    })
    .returning();
  const image = await processImage(photo);
  await t.photos.put(image);
  await t.database.db
    .insert(certificatePictures)
    .values({ certificate_id: certificate!.id, storage_key: image.key });
  return { certificate: certificate!, key: image.key };
}

/** A listing with two pictures and a certificate with a photo, all through their real storage. */
async function fullListing() {
  const owner = await makeUser(t.database.db);
  const auth = await loginAs(t.database.db, owner.id);
  const gear = await makeGear(t.database.db, owner.id);
  for (let i = 0; i < 2; i++) {
    expect(
      (await upload(t, gear.id, auth, await makeImage('jpeg', seed++, 64, 48))).statusCode,
    ).toBe(201);
  }
  const { certificate, key } = await certificateWithPhoto(
    gear.id,
    owner.id,
    await makeImage('png', seed++, 64, 48),
  );
  const pictureKeys = (
    await t.database.db
      .select({ key: gearPictures.storage_key })
      .from(gearPictures)
      .where(eq(gearPictures.gear_id, gear.id))
  ).map((r) => r.key);
  return { owner, auth, gear, certificate, keys: [...pictureKeys, key] };
}

const del = (id: string, auth?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/gears/${id}/`,
    headers: auth ? { authorization: auth } : {},
  });
const rowsLeft = async (gearId: string, certificateId: string) => ({
  gears: (await t.database.db.select({ n: count() }).from(gears).where(eq(gears.id, gearId)))[0]!.n,
  pictures: (
    await t.database.db
      .select({ n: count() })
      .from(gearPictures)
      .where(eq(gearPictures.gear_id, gearId))
  )[0]!.n,
  certificates: (
    await t.database.db
      .select({ n: count() })
      .from(certificates)
      .where(eq(certificates.gear_id, gearId))
  )[0]!.n,
  certificatePictures: (
    await t.database.db
      .select({ n: count() })
      .from(certificatePictures)
      .where(inArray(certificatePictures.certificate_id, [certificateId]))
  )[0]!.n,
});

describe('DELETE /api/gears/{id}/', () => {
  it('removes the listing, its pictures, certificates and certificate photos, rows and files', async () => {
    const { auth, gear, certificate, keys } = await fullListing();
    expect(keys).toHaveLength(3);
    for (const file of keys.flatMap(filesOf)) expect(await exists(file)).toBe(true);
    const res = await del(gear.id, auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowsLeft(gear.id, certificate.id)).toEqual({
      gears: 0,
      pictures: 0,
      certificates: 0,
      certificatePictures: 0,
    });
    for (const file of keys.flatMap(filesOf)) expect(await exists(file)).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/gears/${gear.id}/`, headers: { authorization: auth } }))
        .statusCode,
    ).toBe(404);
    expect((await del(gear.id, auth)).statusCode).toBe(404);
  });

  it('keeps files that another listing or certificate still uses', async () => {
    const owner = await makeUser(t.database.db);
    const auth = await loginAs(t.database.db, owner.id);
    const doomed = await makeGear(t.database.db, owner.id);
    const keeper = await makeGear(t.database.db, owner.id);
    const shownTwice = await makeImage('jpeg', seed++, 64, 48);
    const certifiedTwice = await makeImage('png', seed++, 64, 48);
    const onlyHere = await makeImage('webp', seed++, 64, 48);
    for (const photo of [shownTwice, onlyHere])
      expect((await upload(t, doomed.id, auth, photo)).statusCode).toBe(201);
    expect((await upload(t, keeper.id, auth, shownTwice)).statusCode).toBe(201);
    // The same photo as a picture of the doomed listing and as another listing's certificate photo.
    expect((await upload(t, doomed.id, auth, certifiedTwice)).statusCode).toBe(201);
    await certificateWithPhoto(keeper.id, owner.id, certifiedTwice);
    const key = async (photo: Buffer) => (await processImage(photo)).key;
    expect((await del(doomed.id, auth)).statusCode).toBe(204);
    for (const file of filesOf(await key(shownTwice))) expect(await exists(file)).toBe(true);
    for (const file of filesOf(await key(certifiedTwice))) expect(await exists(file)).toBe(true);
    for (const file of filesOf(await key(onlyHere))) expect(await exists(file)).toBe(false);
  });

  it('answers 401 anonymous, 403 another user, 404 unknown, and changes nothing', async () => {
    const { gear, certificate, keys } = await fullListing();
    const stranger = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
    const before = await rowsLeft(gear.id, certificate.id);
    const files = await mediaFiles(t);
    const anonymous = await del(gear.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    const forbidden = await del(gear.id, stranger);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('permission_denied');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await del(id, stranger)).statusCode).toBe(404);
    }
    expect(await rowsLeft(gear.id, certificate.id)).toEqual(before);
    expect(await mediaFiles(t)).toEqual(files);
    for (const file of keys.flatMap(filesOf)) expect(await exists(file)).toBe(true);
  });

  it("lets staff delete someone else's listing with its files", async () => {
    const { gear, certificate, keys } = await fullListing();
    const staff = await loginAs(
      t.database.db,
      (await makeUser(t.database.db, { is_staff: true })).id,
    );
    expect((await del(gear.id, staff)).statusCode).toBe(204);
    expect((await rowsLeft(gear.id, certificate.id)).gears).toBe(0);
    for (const file of keys.flatMap(filesOf)) expect(await exists(file)).toBe(false);
  });
});
