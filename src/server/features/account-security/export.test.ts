import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { contactMessages, favourites, reports, wantedItems } from '#server/db/schema.ts';
import { signedUp } from '#server/test/accounts.ts';
import { uploadCertificatePicture } from '#server/test/certificates.ts';
import { makeGear, makeUser, makeCertificate } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, upload } from '#server/test/uploads.ts';
import { issueToken } from './tokens.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const exportOf = (auth?: string) =>
  t.app.inject({ url: '/api/users/me/export/', headers: auth ? { authorization: auth } : {} });

/** A user with one of everything, and a stranger with data that must stay out of the export. */
async function fullAccount() {
  const db = t.database.db;
  const { body, user, auth } = await signedUp(t.app, { first_name: 'Inês' });
  const gear = await makeGear(db, user.id, { name: 'Mentor 7 export' });
  expect((await upload(t, gear.id, auth, await makeImage('jpeg', 401))).statusCode).toBe(201);
  const certificate = await makeCertificate(db, gear.id, user.id);
  expect((await uploadCertificatePicture(t, certificate.id, auth)).statusCode).toBe(201);
  const stranger = await makeUser(db);
  const strangerGear = await makeGear(db, stranger.id, { name: 'Stranger gear' });
  await db.insert(wantedItems).values([
    {
      user_id: user.id,
      gear_type_id: GEAR_TYPE_IDS.harness,
      description: 'Light pod harness, size M',
      max_price: 900,
      currency: 'EUR',
    },
    {
      user_id: stranger.id,
      gear_type_id: GEAR_TYPE_IDS.wing,
      description: 'Stranger wish',
      max_price: 100,
      currency: 'EUR',
    },
  ]);
  await db.insert(favourites).values({ user_id: user.id, gear_id: strangerGear.id });
  await db.insert(reports).values({
    user_id: user.id,
    gear_id: strangerGear.id,
    reason: 'scam',
    text: 'Price too good',
    staff_note: 'SECRET STAFF NOTE',
  });
  await db.insert(contactMessages).values([
    { full_name: 'Inês', email: body.email, message: 'Sent while logged in', user_id: user.id },
    { full_name: 'Inês', email: body.email.toUpperCase(), message: 'Sent logged out' },
    { full_name: 'Other', email: 'other@example.com', message: 'Not hers' },
  ]);
  return { body, user, auth, gear, certificate, stranger };
}

describe('GET /api/users/me/export/', () => {
  it('needs a login', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('authentication_required');
  });

  it('downloads everything about the caller as a JSON attachment', async () => {
    const { body, user, auth, gear, certificate } = await fullAccount();
    const res = await exportOf(auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="airgear-${body.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({
      id: user.id,
      username: body.username,
      email: body.email,
      first_name: 'Inês',
      phone_number: body.phone_number,
      language: 'en',
      email_verified: false,
    });
    expect(data.gears).toEqual([
      expect.objectContaining({
        id: gear.id,
        name: 'Mentor 7 export',
        pictures: [
          {
            picture_id: expect.any(String),
            link: expect.stringMatching(/^\/media\//),
            thumbnail: expect.any(String),
            width: expect.any(Number),
            height: expect.any(Number),
            thumbnail_width: expect.any(Number),
            thumbnail_height: expect.any(Number),
          },
        ],
      }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        id: certificate.id,
        gear: gear.id,
        certifier_name: expect.any(String),
        pictures: [{ id: expect.any(String), image: expect.stringMatching(/^\/media\//) }],
      }),
    ]);
    expect(data.wanted_items).toEqual([
      expect.objectContaining({ description: 'Light pod harness, size M', max_price: 900 }),
    ]);
    expect(data.favourites).toHaveLength(1);
    expect(data.reports).toEqual([
      expect.objectContaining({ reason: 'scam', text: 'Price too good', status: 'open' }),
    ]);
    // The address is not verified: the logged-out message may be someone else's.
    expect(data.contact_messages.map((m: { message: string }) => m.message)).toEqual([
      'Sent while logged in',
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.exported_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('holds no secret: no password or token hash, no staff note, nothing of other users', async () => {
    const { auth, stranger } = await fullAccount();
    const text = (await exportOf(auth)).body;
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('password');
    expect(text).not.toContain('token_hash');
    expect(text).not.toContain(auth.slice('Token '.length));
    expect(text).not.toContain('SECRET STAFF NOTE');
    expect(text).not.toContain('staff_note');
    expect(text).not.toContain('is_hidden');
    expect(text).not.toContain('Stranger wish');
    expect(text).not.toContain('Not hers');
    expect(text).not.toContain(stranger.email);
  });

  it('answers empty lists for a new account', async () => {
    const { auth } = await signedUp(t.app);
    const data = (await exportOf(auth)).json();
    expect(data).toMatchObject({
      gears: [],
      certificates: [],
      wanted_items: [],
      favourites: [],
      reports: [],
      contact_messages: [],
    });
  });

  it('adds logged-out messages from the address only once it is verified, and only later ones', async () => {
    const db = t.database.db;
    // Someone wrote from this address before anyone signed up with it.
    const address = `victim_${Date.now()}@example.com`;
    await db.insert(contactMessages).values({
      full_name: 'Victim',
      email: address,
      message: 'Before the account',
      created_at: new Date(Date.now() - 60_000),
    });
    // Anyone may sign up with the address: it is not verified yet.
    const { user, auth } = await signedUp(t.app, { email: address.toUpperCase() });
    await db
      .insert(contactMessages)
      .values({ full_name: 'V', email: address, message: 'Unverified' });
    const messages = async () =>
      (await exportOf(auth)).json().contact_messages.map((m: { message: string }) => m.message);
    expect(await messages()).toEqual([]);

    const token = await issueToken(db, user.id, 'verify_email');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email/',
      payload: { token },
    });
    expect(verified.statusCode).toBe(204);
    await db
      .insert(contactMessages)
      .values({ full_name: 'V', email: address, message: 'Verified' });
    expect(await messages()).toEqual(['Verified']);
  });

  it('lists a certificate on the user gear even if it names someone else', async () => {
    const { user, auth, gear, stranger } = await fullAccount();
    await makeCertificate(t.database.db, gear.id, stranger.id);
    const data = (await exportOf(auth)).json();
    expect(data.certificates).toHaveLength(2);
    expect(data.user.id).toBe(user.id);
  });
});
