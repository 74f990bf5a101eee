// A listing a stolen-gear report holds is not for sale while the team looks into it: its seller
// cannot reserve it for a conversation's buyer (400 naming `gear`, as a sold listing), though a
// reservation made before the hold can still be lifted.
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

it('refuses to reserve a held listing, and lifts a reservation made before the hold', async () => {
  const serial = testSerial('RSH');
  const { seller, gearId } = await listingWithSerial(t, serial);
  const { conversationId } = await buyerConversation(t, gearId);
  const reserve = (method: 'POST' | 'DELETE') =>
    send(t, { method, url: `/api/conversations/${conversationId}/reserve/`, auth: seller.auth });
  expect((await reserve('POST')).statusCode).toBe(200);

  await publishedReport(t, serial);

  expect((await reserve('DELETE')).statusCode).toBe(200);
  const again = await reserve('POST');
  expect(again.statusCode, again.body).toBe(400);
  expect(again.json().errors).toHaveProperty('gear');
  const [row] = await t.database.db.select().from(gears).where(eq(gears.id, gearId));
  expect(row!.reserved_for).toBeNull();
});
