import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, ratings, users } from '#server/db/schema.ts';
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
    .set({ date_joined: new Date('2024-03-01T10:00:00Z') })
    .where(eq(users.id, user.id));
  return { user, auth: await loginAs(t.database.db, user.id) };
}
type Method = 'GET' | 'POST';
const call = (auth: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });

/** A conversation where each side wrote `each` messages; its messages moved `hoursAgo` back. */
async function exchange(each: number, hoursAgo: number) {
  const seller = await pilot();
  const buyer = await pilot();
  const gear = await makeGear(t.database.db, seller.user.id);
  const { id } = (
    await call(buyer.auth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hello' })
  ).json();
  for (let i = 0; i < each; i++) {
    if (i > 0)
      await call(buyer.auth, 'POST', `/api/conversations/${id}/messages/`, { text: `b${i}` });
    await call(seller.auth, 'POST', `/api/conversations/${id}/messages/`, { text: `s${i}` });
  }
  await age(id, hoursAgo);
  return { id, seller, buyer };
}
async function age(id: string, hours: number) {
  await t.database.db
    .update(messages)
    .set({ created_at: sql`${messages.created_at} - make_interval(hours => ${hours})` })
    .where(eq(messages.conversation_id, id));
  await t.database.db
    .update(conversations)
    .set({
      last_message_at: sql`${conversations.last_message_at} - make_interval(hours => ${hours})`,
    })
    .where(eq(conversations.id, id));
}
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ratings))[0]!.n;

describe('ratings after a deal', () => {
  it('both sides rate each other once; the profile shows it; the rated one answers once', async () => {
    const { id, seller, buyer } = await exchange(2, 25);
    const url = `/api/conversations/${id}/ratings/`;
    const byBuyer = await call(buyer.auth, 'POST', url, {
      friendly: true,
      reliable: true,
      as_described: false,
      text: 'Nice chat, but the lines were shorter than said.',
    });
    expect(byBuyer.statusCode, byBuyer.body).toBe(201);
    expect(byBuyer.json()).toMatchObject({
      conversation: id,
      rated: seller.user.id,
      rater: { id: buyer.user.id },
      role: 'buyer',
      as_described: false,
      reply: null,
    });
    const bySeller = await call(seller.auth, 'POST', url, { friendly: true, reliable: false });
    expect(bySeller.statusCode, bySeller.body).toBe(201);
    expect(bySeller.json()).toMatchObject({ role: 'seller', as_described: null, text: '' });

    const list = await call(null, 'GET', `/api/users/${seller.user.id}/ratings/`);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json()[0].text).toBe('Nice chat, but the lines were shorter than said.');
    const profile = (await call(null, 'GET', `/api/users/${seller.user.id}/`)).json();
    expect(profile).toMatchObject({
      member_since: '2024-03-01',
      sold_count: 0,
      ratings: { count: 1, friendly: 1, reliable: 1, as_described: 0 },
      median_reply_minutes: null,
    });

    const ratingId = byBuyer.json().id;
    const replyUrl = `/api/ratings/${ratingId}/reply/`;
    expect((await call(buyer.auth, 'POST', replyUrl, { text: 'Me?' })).statusCode).toBe(403);
    const answered = await call(seller.auth, 'POST', replyUrl, { text: 'They were in spec.' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().reply).toBe('They were in spec.');
    expect((await call(seller.auth, 'POST', replyUrl, { text: 'Again' })).statusCode).toBe(409);

    const report = `/api/ratings/${ratingId}/report/`;
    expect((await call(seller.auth, 'POST', report, { text: 'Unfair' })).statusCode).toBe(201);
    expect((await call(seller.auth, 'POST', report, {})).statusCode).toBe(409);
    const { auth: staff } = await makeStaff(t.database.db);
    const reports = (await call(staff, 'GET', '/api/admin/rating-reports/')).json();
    expect(reports.find((r: { rating: { id: string } }) => r.rating.id === ratingId)).toMatchObject(
      {
        text: 'Unfair',
        rating: { reply: 'They were in spec.' },
      },
    );
    expect((await call(seller.auth, 'GET', '/api/admin/rating-reports/')).statusCode).toBe(403);
  });

  it('refuses twice, too early, too little, too late and as_described from the seller, changing nothing', async () => {
    const before = await count();
    const ok = await exchange(2, 25);
    const url = `/api/conversations/${ok.id}/ratings/`;
    expect(
      (await call(ok.buyer.auth, 'POST', url, { friendly: true, reliable: true })).statusCode,
    ).toBe(201);
    const again = await call(ok.buyer.auth, 'POST', url, { friendly: false, reliable: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    const seller = await call(ok.seller.auth, 'POST', url, {
      friendly: true,
      reliable: true,
      as_described: true,
    });
    expect(seller.statusCode).toBe(400);

    const early = await exchange(2, 1);
    const tooEarly = await call(
      early.buyer.auth,
      'POST',
      `/api/conversations/${early.id}/ratings/`,
      {
        friendly: true,
        reliable: true,
      },
    );
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().detail).toBe('You can rate 24 hours after the first message.');

    const short = await exchange(1, 48);
    const tooLittle = await call(
      short.buyer.auth,
      'POST',
      `/api/conversations/${short.id}/ratings/`,
      {
        friendly: true,
        reliable: true,
      },
    );
    expect(tooLittle.statusCode).toBe(400);

    const old = await exchange(2, 31 * 24);
    const late = await call(old.seller.auth, 'POST', `/api/conversations/${old.id}/ratings/`, {
      friendly: true,
      reliable: true,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe('Ratings are possible up to 30 days after the last message.');

    const stranger = await pilot();
    expect(
      (await call(stranger.auth, 'POST', url, { friendly: true, reliable: true })).statusCode,
    ).toBe(404);
    expect(await count()).toBe(before + 1);
  });

  it("hides a suspended rater's ratings and those of a user the rated one blocked", async () => {
    const a = await exchange(2, 25);
    const b = await exchange(2, 25);
    const rate = (x: typeof a) =>
      call(x.buyer.auth, 'POST', `/api/conversations/${x.id}/ratings/`, {
        friendly: true,
        reliable: true,
      });
    expect((await rate(a)).statusCode).toBe(201);
    expect((await rate(b)).statusCode).toBe(201);
    await t.database.db
      .update(users)
      .set({ is_suspended: true })
      .where(eq(users.id, a.buyer.user.id));
    expect((await call(null, 'GET', `/api/users/${a.seller.user.id}/ratings/`)).json()).toEqual([]);
    await call(b.seller.auth, 'POST', `/api/users/${b.buyer.user.id}/block/`);
    const profile = (await call(null, 'GET', `/api/users/${b.seller.user.id}/`)).json();
    expect(profile.ratings.count).toBe(0);
  });

  it('shows the median reply time from five answers on', async () => {
    const { seller } = await exchange(5, 0);
    const profile = (await call(null, 'GET', `/api/users/${seller.user.id}/`)).json();
    expect(profile.median_reply_minutes).toBe(0);
    const { buyer } = await exchange(4, 0);
    expect(
      (await call(null, 'GET', `/api/users/${buyer.user.id}/`)).json().median_reply_minutes,
    ).toBeNull();
  });
});
