import { access } from 'node:fs/promises';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import {
  certificatePictures,
  certificates,
  contactMessages,
  favourites,
  gearPictures,
  gears,
  oneTimeTokens,
  reports,
  sessions,
  users,
  wantedItems,
} from '#server/db/schema.ts';
import { login, PASSWORD, signedUp } from '#server/test/accounts.ts';
import { keyOf, uploadCertificatePicture } from '#server/test/certificates.ts';
import { loginAs, makeGear, makeUser, makeCertificate } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, upload } from '#server/test/uploads.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const remove = (id: string, payload: unknown, auth?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${id}/`,
    payload: payload as object,
    headers: auth ? { authorization: auth } : {},
  });
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const filesOf = (key: string) => [t.photos.path(key, 'large'), t.photos.path(key, 'thumb')];
let seed = 500;

/** An account with a listing, photos, a certificate with a photo, a wanted item, a favourite… */
async function fullAccount() {
  const db = t.database.db;
  const account = await signedUp(t.app);
  const { user, auth } = account;
  const gear = await makeGear(db, user.id);
  const photo = await upload(t, gear.id, auth, await makeImage('jpeg', seed++));
  expect(photo.statusCode).toBe(201);
  const certificate = await makeCertificate(db, gear.id, user.id);
  const proof = await uploadCertificatePicture(t, certificate.id, auth);
  expect(proof.statusCode).toBe(201);
  const other = await makeUser(db);
  const otherGear = await makeGear(db, other.id);
  await db.insert(wantedItems).values({
    user_id: user.id,
    gear_type_id: GEAR_TYPE_IDS.wing,
    max_price: 1500,
    currency: 'EUR',
  });
  await db.insert(favourites).values({ user_id: user.id, gear_id: otherGear.id });
  await db.insert(reports).values({ user_id: user.id, gear_id: otherGear.id, reason: 'other' });
  await db
    .insert(contactMessages)
    .values({ full_name: 'Me', email: account.body.email, message: 'hello', user_id: user.id });
  return {
    ...account,
    gear,
    certificate,
    other,
    otherGear,
    keys: [keyOf(photo.json().link), keyOf(proof.json().image)],
  };
}

describe('DELETE /api/users/{id}/', () => {
  it('deletes the account and everything in it (204), files included', async () => {
    const { user, auth, gear, certificate, keys, other, otherGear, body } = await fullAccount();
    for (const key of keys) for (const file of filesOf(key)) expect(await exists(file)).toBe(true);

    const res = await remove(user.id, { password: PASSWORD }, auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, user.id))).toEqual(
      [],
    );
    expect(await db.select().from(gears).where(eq(gears.user_id, user.id))).toEqual([]);
    expect(await db.select().from(gearPictures).where(eq(gearPictures.gear_id, gear.id))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(certificates)
        .where(or(eq(certificates.id, certificate.id), eq(certificates.user_id, user.id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(certificatePictures)
        .where(inArray(certificatePictures.storage_key, keys)),
    ).toEqual([]);
    expect(await db.select().from(wantedItems).where(eq(wantedItems.user_id, user.id))).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.user_id, user.id))).toEqual([]);
    expect(await db.select().from(reports).where(eq(reports.user_id, user.id))).toEqual([]);
    for (const key of keys) for (const file of filesOf(key)) expect(await exists(file)).toBe(false);

    // Messages to the team stay with the team, no longer tied to an account.
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email));
    expect(message!.user_id).toBeNull();
    // Other people's data is untouched.
    expect(await db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect(await db.select().from(gears).where(eq(gears.id, otherGear.id))).toHaveLength(1);

    expect(
      (await t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${user.id}/` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/gears/${gear.id}/` })).statusCode).toBe(404);
    expect((await login(t.app, body.username)).statusCode).toBe(401);
  });

  it('keeps a photo file another user still uses (same content)', async () => {
    const { user, auth } = await signedUp(t.app);
    const other = await makeUser(t.database.db);
    const otherAuth = await loginAs(t.database.db, other.id);
    const image = await makeImage('png', seed++);
    const mine = await upload(t, (await makeGear(t.database.db, user.id)).id, auth, image);
    const theirs = await upload(t, (await makeGear(t.database.db, other.id)).id, otherAuth, image);
    const key = keyOf(mine.json().link);
    expect(keyOf(theirs.json().link)).toBe(key);

    expect((await remove(user.id, { password: PASSWORD }, auth)).statusCode).toBe(204);
    for (const file of filesOf(key)) expect(await exists(file)).toBe(true);
  });

  it('needs a login', async () => {
    const { user } = await signedUp(t.app);
    const res = await remove(user.id, { password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
  });

  it('lets nobody delete another account, staff included (403), and keeps it', async () => {
    const { user } = await signedUp(t.app);
    const other = await signedUp(t.app);
    const staff = await makeUser(t.database.db, { is_staff: true });
    for (const auth of [other.auth, await loginAs(t.database.db, staff.id)]) {
      const res = await remove(user.id, { password: PASSWORD }, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('permission_denied');
    }
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('answers 404 for a malformed id', async () => {
    const { auth } = await signedUp(t.app);
    const res = await remove('not-a-uuid', { password: PASSWORD }, auth);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a wrong password with 400 naming password and deletes nothing', async () => {
    const { user, auth, gear } = await fullAccount();
    const res = await remove(user.id, { password: 'wrong password' }, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      detail: 'The password is not correct.',
      errors: { password: ['The password is not correct.'] },
    });
    expect(await t.database.db.select().from(gears).where(eq(gears.id, gear.id))).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } })).statusCode,
    ).toBe(200);
  });

  it.each([[{}], [{ password: '' }], [{ password: 12345678 }]])(
    'answers 400 naming password for the body %j',
    async (payload) => {
      const { user, auth } = await signedUp(t.app);
      const res = await remove(user.id, payload, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('password');
      expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    },
  );
});
