// A user the other side blocked cannot act on the conversation's offers (docs/api.md: a blocked
// user gets 403 without being told why): not by making one, nor by accepting an offer made before
// the block, which would reserve the listing for them and mail the side that blocked them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gears } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (auth: string, method: 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

it("refuses a blocked buyer's acceptance of the seller's counter with a 403, reserving nothing", async () => {
  const db = t.database.db;
  const seller = await makeUser(db, { email_verified: true });
  const buyer = await makeUser(db, { email_verified: true });
  const [sellerAuth, buyerAuth] = [await loginAs(db, seller.id), await loginAs(db, buyer.id)];
  const gear = await makeGear(db, seller.id, { price: 1000 });
  const { id } = (
    await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hi' })
  ).json();
  const url = `/api/conversations/${id}/offers/`;
  expect((await as(buyerAuth, 'POST', url, { amount: 800 })).statusCode).toBe(201);
  const counter = await as(sellerAuth, 'POST', url, { amount: 900 });
  expect(counter.statusCode, counter.body).toBe(201);
  expect((await as(sellerAuth, 'POST', `/api/users/${buyer.id}/block/`)).statusCode).toBe(204);

  const accepted = await as(buyerAuth, 'POST', `/api/offers/${counter.json().id}/accept/`);
  expect(accepted.statusCode, accepted.body).toBe(403);
  expect(accepted.json()).toMatchObject({ code: 'permission_denied' });
  const [row] = await db.select().from(gears).where(eq(gears.id, gear.id));
  expect(row!.reserved_for).toBeNull();
});
