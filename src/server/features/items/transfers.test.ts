import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGear } from '#server/test/factories.ts';
import { account, checkBody, itemBody, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

async function sellerWithCheckedItem() {
  const seller = await account(t);
  const item = (
    await send(t, { method: 'POST', url: '/api/items/', auth: seller.auth, body: itemBody() })
  ).json();
  await send(t, {
    method: 'POST',
    url: `/api/items/${item.id}/records/`,
    auth: seller.auth,
    body: checkBody(),
  });
  return { seller, item };
}

const offer = (itemId: string, auth: string, toUser: string) =>
  send(t, {
    method: 'POST',
    url: `/api/items/${itemId}/transfer/`,
    auth,
    body: { to_user: toUser },
  });

describe('passing an item on', () => {
  it('moves the item with its history to the buyer once they accept', async () => {
    const { seller, item } = await sellerWithCheckedItem();
    const buyer = await account(t);
    const offered = await offer(item.id, seller.auth, buyer.user.id);
    expect(offered.statusCode).toBe(201);
    expect(offered.json()).toMatchObject({ item: item.id, status: 'offered' });
    // Offered, not done: still the seller's.
    expect((await send(t, { url: '/api/items/mine/', auth: buyer.auth })).json()).toEqual([]);
    const inbox = (await send(t, { url: '/api/transfers/', auth: buyer.auth })).json();
    expect(inbox).toMatchObject([{ id: offered.json().id, brand: 'Ozone', model: 'Rush 6' }]);

    const accepted = await send(t, {
      method: 'POST',
      url: `/api/transfers/${offered.json().id}/accept/`,
      auth: buyer.auth,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: item.id, owner: buyer.user.id, is_owner: true });
    expect(accepted.json().records).toHaveLength(1);
    // Nothing of the seller travels with it.
    expect(JSON.stringify(accepted.json())).not.toContain(seller.user.email);
    expect(JSON.stringify(accepted.json())).not.toContain(seller.user.phone_number);
    const mine = (await send(t, { url: '/api/items/mine/', auth: buyer.auth })).json();
    expect(mine.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect((await send(t, { url: '/api/items/mine/', auth: seller.auth })).json()).toEqual([]);
    // The buyer may now add records; the seller no longer may.
    const url = `/api/items/${item.id}/records/`;
    const note = { kind: 'note', date: checkBody().date, text: 'Bought it.' };
    expect((await send(t, { method: 'POST', url, auth: buyer.auth, body: note })).statusCode).toBe(
      201,
    );
    expect((await send(t, { method: 'POST', url, auth: seller.auth, body: note })).statusCode).toBe(
      403,
    );
    // An offer is answered once.
    const again = await send(t, {
      method: 'POST',
      url: `/api/transfers/${offered.json().id}/accept/`,
      auth: buyer.auth,
    });
    expect(again.statusCode).toBe(409);
  });

  it('leaves the item with its owner when the buyer declines, and only the receiver answers', async () => {
    const { seller, item } = await sellerWithCheckedItem();
    const buyer = await account(t);
    const stranger = await account(t);
    const id = (await offer(item.id, seller.auth, buyer.user.id)).json().id;
    const decline = (auth: string) =>
      send(t, { method: 'POST', url: `/api/transfers/${id}/decline/`, auth });
    expect((await decline(stranger.auth)).statusCode).toBe(403);
    expect((await decline(buyer.auth)).statusCode).toBe(204);
    expect((await send(t, { url: '/api/items/mine/', auth: seller.auth })).json()).toHaveLength(1);
  });

  it('lets only the owner offer, and not to themselves', async () => {
    const { seller, item } = await sellerWithCheckedItem();
    const stranger = await account(t);
    expect((await offer(item.id, stranger.auth, stranger.user.id)).statusCode).toBe(403);
    const self = await offer(item.id, seller.auth, seller.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toHaveProperty('to_user');
  });
});

describe('a listing and its item', () => {
  const gearBody = (gear: { name: string; gear_type_id: string }, extra: object) => ({
    name: gear.name,
    brand: 'Flytec',
    model: '6030',
    price: 450,
    currency: 'EUR',
    gear_type: gear.gear_type_id,
    properties: { instrument_type: 'vario' },
    ...extra,
  });

  it("shows the item's status on the listing, and offers the item to the buyer it is sold to", async () => {
    const { seller, item } = await sellerWithCheckedItem();
    const gear = await makeGear(db(), seller.user.id);
    const put = (auth: string, extra: object) =>
      send(t, { method: 'PUT', url: `/api/gears/${gear.id}/`, auth, body: gearBody(gear, extra) });
    const stranger = await account(t);
    const foreign = (
      await send(t, { method: 'POST', url: '/api/items/', auth: stranger.auth, body: itemBody() })
    ).json();
    const refused = await put(seller.auth, { item: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('item');
    expect((await put(seller.auth, { item: item.id })).statusCode).toBe(200);
    const listed = (await send(t, { url: `/api/gears/${gear.id}/` })).json();
    expect(listed).toMatchObject({ item: item.id, airworthiness: { check: 'valid' } });
    const list = (await send(t, { url: `/api/gears/?user=${seller.user.id}` })).json();
    expect(list[0]).toMatchObject({ item: item.id, airworthiness: { check: 'valid' } });

    const buyer = await account(t);
    const conversation = (
      await send(t, {
        method: 'POST',
        url: '/api/conversations/',
        auth: buyer.auth,
        body: { gear: gear.id, text: 'Is the vario still available?' },
      })
    ).json();
    const reserved = await send(t, {
      method: 'POST',
      url: `/api/conversations/${conversation.id}/reserve/`,
      auth: seller.auth,
    });
    expect(reserved.statusCode).toBe(200);
    expect((await put(seller.auth, { item: item.id, status: 'sold' })).statusCode).toBe(200);
    const offers = (await send(t, { url: '/api/transfers/', auth: buyer.auth })).json();
    expect(offers).toMatchObject([{ item: item.id, status: 'offered' }]);
  });
});
