import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gears, offers } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { mailsTo } from '#server/test/mail.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (auth: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });

/** A listing at 1000 EUR and a conversation its buyer opened. */
async function deal(overrides: Parameters<typeof makeGear>[2] = {}) {
  const db = t.database.db;
  const seller = await makeUser(db, { email_verified: true });
  const buyer = await makeUser(db, { email_verified: true });
  const [sellerAuth, buyerAuth] = [await loginAs(db, seller.id), await loginAs(db, buyer.id)];
  const gear = await makeGear(db, seller.id, { price: 1000, ...overrides });
  const opened = await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hi' });
  const id: string = opened.json().id;
  const offer = (auth: string, amount: unknown, note?: string) =>
    as(auth, 'POST', `/api/conversations/${id}/offers/`, { amount, note });
  return { seller, buyer, sellerAuth, buyerAuth, gear, id, offer };
}
const offerRows = async (conversationId: string) =>
  t.database.db.select().from(offers).where(eq(offers.conversation_id, conversationId));

describe('offers in a conversation', () => {
  it('the buyer offers, the seller counters, the buyer accepts: reserved for the buyer, both mailed', async () => {
    const { seller, buyer, buyerAuth, sellerAuth, gear, id, offer } = await deal();
    const first = await offer(buyerAuth, 800, 'Cash on pick-up');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      conversation: id,
      from: 'buyer',
      amount: 800,
      currency: 'EUR',
      note: 'Cash on pick-up',
      status: 'open',
    });
    const hours = (Date.parse(first.json().expires_at) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const counter = await offer(sellerAuth, 900);
    expect(counter.statusCode, counter.body).toBe(201);
    expect(counter.json().from).toBe('seller');
    const listed = (await as(buyerAuth, 'GET', `/api/conversations/${id}/offers/`)).json();
    expect(listed.map((o: { status: string }) => o.status)).toEqual(['countered', 'open']);

    // The seller cannot accept their own counter.
    const ownAccept = await as(sellerAuth, 'POST', `/api/offers/${counter.json().id}/accept/`);
    expect(ownAccept.statusCode).toBe(403);
    const accepted = await as(buyerAuth, 'POST', `/api/offers/${counter.json().id}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', amount: 900 });
    expect((await as(null, 'GET', `/api/gears/${gear.id}/`)).json().status).toBe('reserved');
    const [row] = await t.database.db.select().from(gears).where(eq(gears.id, gear.id));
    expect(row!.reserved_for).toBe(buyer.id);

    for (const user of [buyer, seller]) {
      const mails = (await mailsTo(t, user.email, user === seller ? 2 : 1)).filter((m) =>
        m.subject.startsWith('Offer accepted'),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('€900');
      expect(mails[0]!.text).toContain(`/messages/${id}`);
    }
    // The buyer's data export holds the offers they made.
    const exported = (await as(buyerAuth, 'GET', '/api/users/me/export/')).json();
    expect(exported.offers).toMatchObject([{ from: 'buyer', amount: 800, status: 'countered' }]);
    // Answered once: a second answer changes nothing.
    const again = await as(buyerAuth, 'POST', `/api/offers/${counter.json().id}/decline/`);
    expect(again.statusCode).toBe(400);
  });

  it('refuses bad amounts, a second open offer, offers on one’s own listing, and changes nothing', async () => {
    const { buyerAuth, sellerAuth, id, offer } = await deal();
    for (const amount of [0, -5, 'abc', 12.345, 1000.01])
      expect((await offer(buyerAuth, amount)).statusCode, String(amount)).toBe(400);
    // Under half the asking price: only where the seller welcomes offers.
    const low = await offer(buyerAuth, 400);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors.amount[0]).toMatch(/half/);
    // The seller has no open offer to counter: an offer on their own listing.
    const own = await offer(sellerAuth, 900);
    expect(own.statusCode).toBe(400);
    expect(own.json().errors.amount[0]).toMatch(/own listing/);
    expect(await offerRows(id)).toHaveLength(0);

    expect((await offer(buyerAuth, 700)).statusCode).toBe(201);
    const second = await offer(buyerAuth, 750);
    expect(second.statusCode).toBe(400);
    // A counter must be above the offer it answers.
    expect((await offer(sellerAuth, 650)).statusCode).toBe(400);
    expect(await offerRows(id)).toHaveLength(1);
    // Strangers see no conversation and no offer.
    const stranger = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
    expect(
      (await as(stranger, 'POST', `/api/conversations/${id}/offers/`, { amount: 900 })).statusCode,
    ).toBe(404);
    const [open] = await offerRows(id);
    expect((await as(stranger, 'POST', `/api/offers/${open!.id}/accept/`)).statusCode).toBe(404);
    expect((await as(null, 'POST', `/api/offers/${open!.id}/accept/`)).statusCode).toBe(401);
  });

  it('allows a low offer where offers are welcome; the seller declines it', async () => {
    const { buyerAuth, sellerAuth, gear, offer } = await deal({ price_type: 'offers' });
    const low = await offer(buyerAuth, 300);
    expect(low.statusCode, low.body).toBe(201);
    const declined = await as(sellerAuth, 'POST', `/api/offers/${low.json().id}/decline/`);
    expect(declined.json().status).toBe('declined');
    expect((await as(null, 'GET', `/api/gears/${gear.id}/`)).json().status).toBe('active');
    // Declined, the buyer may offer again.
    expect((await offer(buyerAuth, 500)).statusCode).toBe(201);
  });

  it('refuses offers on sold gear, and accepting once the listing sold', async () => {
    const { buyerAuth, sellerAuth, gear, id, offer } = await deal();
    const open = await offer(buyerAuth, 900);
    await t.database.db.update(gears).set({ status: 'sold' }).where(eq(gears.id, gear.id));
    const late = await as(sellerAuth, 'POST', `/api/offers/${open.json().id}/accept/`);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toHaveProperty('gear');
    const onSold = await offer(buyerAuth, 950);
    expect(onSold.statusCode).toBe(400);
    expect(onSold.json().errors).toHaveProperty('gear');
    expect((await offerRows(id)).map((o) => o.status)).toEqual(['open']);
  });

  it('an offer past 48 hours reads expired and frees its side', async () => {
    const { buyerAuth, sellerAuth, id, offer } = await deal();
    const first = await offer(buyerAuth, 900);
    await t.database.db
      .update(offers)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(offers.id, first.json().id));
    const listed = (await as(buyerAuth, 'GET', `/api/conversations/${id}/offers/`)).json();
    expect(listed[0].status).toBe('expired');
    expect(
      (await as(sellerAuth, 'POST', `/api/offers/${first.json().id}/accept/`)).statusCode,
    ).toBe(400);
    expect((await offer(buyerAuth, 850)).statusCode).toBe(201);
  });

  it('limits offers per conversation a day', async () => {
    const { buyerAuth, sellerAuth, offer } = await deal({ price_type: 'offers' });
    let last = 0;
    for (let i = 0; i < 5; i++) {
      const made = await offer(buyerAuth, 500 + i);
      expect(made.statusCode, made.body).toBe(201);
      await as(sellerAuth, 'POST', `/api/offers/${made.json().id}/decline/`);
      last = 500 + i;
    }
    const spam = await offer(buyerAuth, last + 1);
    expect(spam.statusCode).toBe(429);
    expect(spam.json().code).toBe('rate_limited');
  });
});
