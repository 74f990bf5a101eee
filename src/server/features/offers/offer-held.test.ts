// A listing a stolen-gear report holds is not for sale while the team looks into it: a
// conversation opened before the hold can neither make offers on it nor accept one (which
// would reserve it), as a sold or archived listing (400 naming `gear`).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gears } from '#server/db/schema.ts';
import { buyerConversation, send } from '#server/test/items.ts';
import { listingWithSerial, publishedReport, testSerial } from '#server/test/stolen.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('refuses offers and acceptance on a held listing, reserving nothing', async () => {
  const serial = testSerial('OFH');
  const { seller, gearId } = await listingWithSerial(t, serial, { price: 1000 });
  const { buyer, conversationId } = await buyerConversation(t, gearId);
  const url = `/api/conversations/${conversationId}/offers/`;
  const open = await send(t, { method: 'POST', url, auth: buyer.auth, body: { amount: 800 } });
  expect(open.statusCode, open.body).toBe(201);

  await publishedReport(t, serial);

  const accepted = await send(t, {
    method: 'POST',
    url: `/api/offers/${open.json().id}/accept/`,
    auth: seller.auth,
  });
  expect(accepted.statusCode, accepted.body).toBe(400);
  expect(accepted.json().errors).toHaveProperty('gear');
  const counter = await send(t, { method: 'POST', url, auth: seller.auth, body: { amount: 900 } });
  expect(counter.statusCode, counter.body).toBe(400);
  expect(counter.json().errors).toHaveProperty('gear');
  const [row] = await t.database.db.select().from(gears).where(eq(gears.id, gearId));
  expect(row!.reserved_for).toBeNull();
});
