import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pilot(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.database.db, { email_verified: true, ...overrides });
  await t.database.db
    .update(users)
    .set({ date_joined: new Date(Date.now() - 7 * 86400_000) })
    .where(eq(users.id, user.id));
  return { user, auth: await loginAs(t.database.db, user.id) };
}
const call = (auth: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

describe('conversations', () => {
  it('a buyer opens one per listing, both sides talk, the inbox and unread count follow', async () => {
    const seller = await pilot();
    const buyer = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id, { name: 'Ozone Rush 6' });
    const open = await call(buyer.auth, 'POST', '/api/conversations/', {
      gear: gear.id,
      text: ' Is it still available? ',
    });
    expect(open.statusCode, open.body).toBe(201);
    const conversation = open.json();
    expect(conversation).toMatchObject({
      gear: { id: gear.id, name: 'Ozone Rush 6', status: 'active', thumbnail: null },
      other_user: { id: seller.user.id, first_name: 'Test', last_name: 'Pilot' },
      role: 'buyer',
      last_message: { text: 'Is it still available?', sender: buyer.user.id, read_at: null },
      unread_count: 0,
    });
    const again = await call(buyer.auth, 'POST', '/api/conversations/', {
      gear: gear.id,
      text: 'Hello?',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);

    expect((await call(seller.auth, 'GET', '/api/conversations/unread/')).json()).toEqual({
      count: 2,
    });
    const sellerInbox = await call(seller.auth, 'GET', '/api/conversations/');
    expect(sellerInbox.headers['x-total-count']).toBe('1');
    expect(sellerInbox.json()[0]).toMatchObject({
      id: conversation.id,
      role: 'seller',
      unread_count: 2,
      last_message: { text: 'Hello?' },
    });

    const url = `/api/conversations/${conversation.id}/messages/`;
    const reply = await call(seller.auth, 'POST', url, { text: 'Yes, come and try it.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(
      (await call(seller.auth, 'POST', `/api/conversations/${conversation.id}/read/`)).statusCode,
    ).toBe(204);
    expect((await call(seller.auth, 'GET', '/api/conversations/unread/')).json().count).toBe(0);
    expect((await call(buyer.auth, 'GET', '/api/conversations/unread/')).json().count).toBe(1);

    const list = await call(buyer.auth, 'GET', url);
    expect(list.json().map((m: { text: string }) => m.text)).toEqual([
      'Is it still available?',
      'Hello?',
      'Yes, come and try it.',
    ]);
    expect(list.json()[0].read_at).not.toBeNull();
    const newer = await call(buyer.auth, 'GET', `${url}?after=${list.json()[1].id}`);
    expect(newer.json().map((m: { text: string }) => m.text)).toEqual(['Yes, come and try it.']);
  });

  it('a poll with the ETag gets 304 until something changes', async () => {
    const seller = await pilot();
    const buyer = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id);
    const { id } = (
      await call(buyer.auth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hi' })
    ).json();
    const url = `/api/conversations/${id}/messages/`;
    const first = await call(buyer.auth, 'GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    // Private: no cache keeps it (outside review, third round, finding 6); the tag still works.
    expect(first.headers['cache-control']).toBe('no-store');
    const poll = () =>
      t.app.inject({ url, headers: { authorization: buyer.auth, 'if-none-match': etag } });
    const unchanged = await poll();
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['cache-control']).toBe('no-store');
    await call(seller.auth, 'POST', url, { text: 'Hello' });
    const changed = await poll();
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(2);
  });

  it('refuses empty and too long messages, one’s own listing and unknown ones', async () => {
    const seller = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id);
    const buyer = await pilot();
    const open = (auth: string, payload: object) =>
      call(auth, 'POST', '/api/conversations/', payload);
    expect((await open(buyer.auth, { gear: gear.id, text: '   ' })).statusCode).toBe(400);
    expect((await open(buyer.auth, { gear: gear.id, text: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect((await open(buyer.auth, { gear: gear.id, text: 'x'.repeat(2000) })).statusCode).toBe(
      201,
    );
    const own = await open(seller.auth, { gear: gear.id, text: 'Me?' });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors.gear).toBeDefined();
    const sold = await makeGear(t.database.db, seller.user.id, { status: 'sold' });
    expect((await open(buyer.auth, { gear: sold.id, text: 'Hi' })).statusCode).toBe(404);
  });
});
