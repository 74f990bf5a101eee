// Contact privacy (issue 16): the owner's choice, a verified e-mail to see any, and a daily
// budget of profiles per viewer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactViews } from '#server/db/schema.ts';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profile = (id: string, auth: string) =>
  t.app.inject({ url: `/api/users/${id}/`, headers: { authorization: auth } });
let lastViewer = '';
async function verifiedViewer() {
  lastViewer = (await makeUser(t.database.db, { email_verified: true })).id;
  return loginAs(t.database.db, lastViewer);
}

describe('contact details on GET /api/users/{id}/', () => {
  it('follow the owner’s choice: messages only, + e-mail, + phone', async () => {
    const auth = await verifiedViewer();
    const seen = async (contact_visibility: 'messages' | 'email' | 'email_phone') => {
      const user = await makeUser(t.database.db, { contact_visibility });
      const body = (await profile(user.id, auth)).json();
      return [body.contact_visibility, 'email' in body, 'phone_number' in body, 'username' in body];
    };
    expect(await seen('messages')).toEqual(['messages', false, false, true]);
    expect(await seen('email')).toEqual(['email', true, false, true]);
    expect(await seen('email_phone')).toEqual(['email_phone', true, true, true]);
  });

  it('new accounts start with messages only, and change it in their profile', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { username: 'privatepilot', password: 'kite-sky-9071', email: 'pp@example.com' },
    });
    expect(register.json().contact_visibility).toBe('messages');
    const me = register.json();
    const auth = await loginAs(t.database.db, me.id);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${me.id}/`,
      headers: { authorization: auth },
      payload: { contact_visibility: 'email', message_mails: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ contact_visibility: 'email', message_mails: false });
  });

  it('need the viewer’s e-mail verified', async () => {
    const user = await makeUser(t.database.db, { contact_visibility: 'email_phone' });
    const unverified = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
    const body = (await profile(user.id, unverified)).json();
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('phone_number');
    expect(body.contact_locked).toBe('verify_email');
  });

  it('are shown for at most 30 profiles a day per viewer, then a clear 429', async () => {
    const auth = await verifiedViewer();
    const profiles = [];
    for (let i = 0; i < 31; i++)
      profiles.push(await makeUser(t.database.db, { contact_visibility: 'email' }));
    for (const user of profiles.slice(0, 30))
      expect((await profile(user.id, auth)).statusCode).toBe(200);
    // The same profile again is free.
    expect((await profile(profiles[0]!.id, auth)).statusCode).toBe(200);
    const over = await profile(profiles[30]!.id, auth);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'rate_limited',
      detail:
        'You can see the contact details of at most 30 profiles a day. Send a message instead, or try again tomorrow.',
    });
    // A messages-only profile costs nothing and is still shown.
    const quiet = await makeUser(t.database.db);
    expect((await profile(quiet.id, auth)).statusCode).toBe(200);
    const counted = await t.database.db
      .select()
      .from(contactViews)
      .where(eq(contactViews.viewer_id, lastViewer));
    expect(counted).toHaveLength(30);
  });
});
