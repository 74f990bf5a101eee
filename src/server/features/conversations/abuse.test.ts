import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WEEK_AGO = new Date(Date.now() - 7 * 86400_000);
async function pilot({ established = true } = {}) {
  const user = await makeUser(t.database.db, {
    email_verified: established,
    date_joined: established ? WEEK_AGO : new Date(),
  });
  return { user, auth: await loginAs(t.database.db, user.id) };
}
const open = (auth: string, gear: string, text = 'Is it available?') =>
  t.app.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: { authorization: auth },
    payload: { gear, text },
  });
const send = (auth: string, id: string, text = 'Hello') =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/messages/`,
    headers: { authorization: auth },
    payload: { text },
  });

const get = (auth: string, url: string) => t.app.inject({ url, headers: { authorization: auth } });

async function gearsOf(n: number) {
  const seller = await pilot();
  return Promise.all(Array.from({ length: n }, () => makeGear(t.database.db, seller.user.id)));
}

describe('abuse rules', () => {
  it('a blocked user cannot write to the one who blocked them, and is not told why', async () => {
    const seller = await pilot();
    const buyer = await pilot();
    const [first, second] = [
      await makeGear(t.database.db, seller.user.id),
      await makeGear(t.database.db, seller.user.id),
    ];
    const { id } = (await open(buyer.auth, first.id)).json();
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/users/${buyer.user.id}/block/`,
      headers: { authorization: seller.auth },
    });
    expect(blocked.statusCode).toBe(204);
    // The one who blocked sees it on the conversation (and in the inbox); the other never does.
    expect((await get(seller.auth, `/api/conversations/${id}/`)).json().blocked_by_you).toBe(true);
    expect((await get(seller.auth, '/api/conversations/')).json()[0].blocked_by_you).toBe(true);
    expect((await get(buyer.auth, `/api/conversations/${id}/`)).json().blocked_by_you).toBe(false);
    const refused = await send(buyer.auth, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'You cannot send messages in this conversation.',
      code: 'permission_denied',
    });
    expect((await open(buyer.auth, second!.id)).statusCode).toBe(403);
    // The one who blocked may still write, and unblocking lets the other answer again.
    expect((await send(seller.auth, id)).statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${buyer.user.id}/block/`,
      headers: { authorization: seller.auth },
    });
    expect((await send(buyer.auth, id)).statusCode).toBe(201);
    expect((await get(seller.auth, `/api/conversations/${id}/`)).json().blocked_by_you).toBe(false);
  });

  it('a new account opens at most 5 conversations a day; the sixth is a 429', async () => {
    const gears = await gearsOf(6);
    const fresh = await pilot({ established: false });
    for (const gear of gears.slice(0, 5))
      expect((await open(fresh.auth, gear.id)).statusCode).toBe(201);
    const sixth = await open(fresh.auth, gears[5]!.id);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
    expect(sixth.json().detail).toMatch(/at most 5 conversations a day/);
    expect(sixth.headers['retry-after']).toBeDefined();
    // Writing in an existing conversation is not opening one.
    expect((await open(fresh.auth, gears[0]!.id)).statusCode).toBe(200);
  });

  it('an established account opens up to 30 a day', async () => {
    const gears = await gearsOf(31);
    const buyer = await pilot();
    for (const gear of gears.slice(0, 30))
      expect((await open(buyer.auth, gear.id)).statusCode).toBe(201);
    expect((await open(buyer.auth, gears[30]!.id)).statusCode).toBe(429);
  });

  it('at most 60 messages an hour', async () => {
    const [gear] = await gearsOf(1);
    const buyer = await pilot();
    const { id } = (await open(buyer.auth, gear!.id)).json();
    for (let i = 1; i < 60; i++) expect((await send(buyer.auth, id)).statusCode).toBe(201);
    const over = await send(buyer.auth, id);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
  });

  it('links in every message of a new account are inert, an established one’s are not', async () => {
    const [a, b] = await gearsOf(2);
    const fresh = await pilot({ established: false });
    const first = (await open(fresh.auth, a!.id, 'See https://example.com')).json();
    expect(first.last_message.links_inert).toBe(true);
    // Outside review, third round, finding 5: the second message's links were live.
    const second = (await open(fresh.auth, b!.id, 'See https://example.com')).json();
    expect(second.last_message.links_inert).toBe(true);
    const reply = await send(fresh.auth, first.id, 'https://example.com again');
    expect(reply.json().links_inert).toBe(true);
    const established = await pilot();
    expect(
      (await open(established.auth, a!.id, 'https://x.example')).json().last_message.links_inert,
    ).toBe(false);
  });

  it('a suspended user’s messages are hidden from the other side', async () => {
    const seller = await pilot();
    const buyer = await pilot();
    const gear = await makeGear(t.database.db, seller.user.id);
    const { id } = (await open(buyer.auth, gear.id, 'Send me your bank details')).json();
    await t.database.db
      .update(users)
      .set({ is_suspended: true })
      .where(eq(users.id, buyer.user.id));
    const list = await t.app.inject({
      url: `/api/conversations/${id}/messages/`,
      headers: { authorization: seller.auth },
    });
    expect(list.json()).toEqual([]);
    const unread = await t.app.inject({
      url: '/api/conversations/unread/',
      headers: { authorization: seller.auth },
    });
    expect(unread.json().count).toBe(0);
    expect(
      await t.database.db.select().from(messages).where(eq(messages.conversation_id, id)),
    ).toHaveLength(1);
  });
});
