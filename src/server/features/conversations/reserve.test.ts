import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (
  auth: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });

describe('reserved listings', () => {
  it('the seller reserves for the buyer; it stays listed and searchable, and a filter hides it', async () => {
    const db = t.database.db;
    const seller = await makeUser(db);
    const buyer = await makeUser(db, { email_verified: true });
    const [sellerAuth, buyerAuth] = [await loginAs(db, seller.id), await loginAs(db, buyer.id)];
    const gear = await makeGear(db, seller.id, { name: 'Niviuk Hook 6 reservable' });
    const { id } = (
      await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'I take it' })
    ).json();

    expect((await as(buyerAuth, 'POST', `/api/conversations/${id}/reserve/`)).statusCode).toBe(403);
    const reserved = await as(sellerAuth, 'POST', `/api/conversations/${id}/reserve/`);
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json().gear.status).toBe('reserved');

    expect((await as(null, 'GET', `/api/gears/${gear.id}/`)).json().status).toBe('reserved');
    const ids = async (query: string) =>
      (await as(null, 'GET', `/api/gears/?user=${seller.id}${query}`))
        .json()
        .map((g: { id: string }) => g.id);
    expect(await ids('')).toEqual([gear.id]);
    expect(await ids('&q=reservable')).toEqual([gear.id]);
    expect(await ids('&reserved=false')).toEqual([]);
    expect(await ids('&reserved=true')).toEqual([gear.id]);

    const lifted = await as(sellerAuth, 'DELETE', `/api/conversations/${id}/reserve/`);
    expect(lifted.json().gear.status).toBe('active');
    expect(await ids('&reserved=false')).toEqual([gear.id]);
  });
});

describe('reserving from the listing', () => {
  it("lists the listing's conversations for its seller, and says whose buyer it is reserved for", async () => {
    const db = t.database.db;
    const seller = await makeUser(db);
    const [first, second, stranger] = [
      await makeUser(db, { email_verified: true }),
      await makeUser(db, { email_verified: true }),
      await makeUser(db, { email_verified: true }),
    ];
    const sellerAuth = await loginAs(db, seller.id);
    const gear = await makeGear(db, seller.id, { name: 'Advance Iota 2 reservable' });
    const other = await makeGear(db, seller.id, { name: 'Another listing' });
    const open = async (userId: string, gearId: string) =>
      (
        await as(await loginAs(db, userId), 'POST', '/api/conversations/', {
          gear: gearId,
          text: 'Still for sale?',
        })
      ).json().id as string;
    const [a, b] = [await open(first.id, gear.id), await open(second.id, gear.id)];
    await open(stranger.id, other.id);

    const about = async () =>
      (await as(sellerAuth, 'GET', `/api/conversations/?gear=${gear.id}`)).json() as {
        id: string;
        reserved_for_buyer: boolean;
      }[];
    expect((await about()).map((c) => c.id).sort()).toEqual([a, b].sort());
    expect((await about()).every((c) => !c.reserved_for_buyer)).toBe(true);
    // A buyer's own list about the listing holds their conversation only.
    const mine = await as(
      await loginAs(db, first.id),
      'GET',
      `/api/conversations/?gear=${gear.id}`,
    );
    expect(mine.json().map((c: { id: string }) => c.id)).toEqual([a]);

    await as(sellerAuth, 'POST', `/api/conversations/${b}/reserve/`);
    const flags = Object.fromEntries((await about()).map((c) => [c.id, c.reserved_for_buyer]));
    expect(flags).toEqual({ [a]: false, [b]: true });
    // Reserving needs a conversation about the listing: no other route names a buyer.
    const foreign = await as(sellerAuth, 'GET', `/api/conversations/?gear=${other.id}`);
    expect(foreign.json()).toHaveLength(1);
    expect((await as(sellerAuth, 'GET', '/api/conversations/?gear=nope')).statusCode).toBe(400);
  });
});
