import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeStaff, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pilot() {
  const user = await makeUser(t.database.db, { email_verified: true });
  await t.database.db
    .update(users)
    .set({ date_joined: new Date(Date.now() - 7 * 86400_000) })
    .where(eq(users.id, user.id));
  return { user, auth: await loginAs(t.database.db, user.id) };
}
const call = (auth: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

describe('warnings in messages', () => {
  it('a message with a WhatsApp number reaches the recipient with its warning, links inert', async () => {
    const seller = await pilot();
    const buyer = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id);
    const { id } = (
      await call(buyer.auth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hello!' })
    ).json();
    expect(
      (await call(buyer.auth, 'GET', `/api/conversations/${id}/`)).json().last_message,
    ).toMatchObject({
      warning: null,
      links_inert: false,
    });
    const sent = await call(seller.auth, 'POST', `/api/conversations/${id}/messages/`, {
      text: 'Write me on whats app +351 912 345 678 or pay at https://paypal.me/x',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (await call(buyer.auth, 'GET', `/api/conversations/${id}/messages/`)).json();
    expect(seen[1]).toMatchObject({
      links_inert: true,
      warning: { kinds: ['phone', 'messenger', 'payment_link'] },
    });
    const inbox = (await call(buyer.auth, 'GET', '/api/conversations/')).json();
    expect(inbox[0].last_message.warning).toEqual({
      kinds: ['phone', 'messenger', 'payment_link'],
    });
  });

  it('staff see the counts per kind; others may not', async () => {
    const { auth } = await makeStaff(t.database.db);
    const before = (await call(auth, 'GET', '/api/admin/message-warnings/')).json();
    const seller = await pilot();
    const buyer = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id);
    await call(buyer.auth, 'POST', '/api/conversations/', {
      gear: gear.id,
      text: 'mail me: a@b.com, or Telegram',
    });
    const after = await call(auth, 'GET', '/api/admin/message-warnings/');
    expect(after.statusCode).toBe(200);
    const counts = after.json();
    expect(counts.total - before.total).toBe(1);
    expect(counts.last_30_days - before.last_30_days).toBe(1);
    expect(counts.by_kind.email - before.by_kind.email).toBe(1);
    expect(counts.by_kind.messenger - before.by_kind.messenger).toBe(1);
    expect(counts.by_kind.phone - before.by_kind.phone).toBe(0);
    expect((await call(buyer.auth, 'GET', '/api/admin/message-warnings/')).statusCode).toBe(403);
  });
});
