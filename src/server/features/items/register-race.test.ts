// POST items/ with a listing: the listing is locked and checked in the write that links it, so
// no request slips between the check and the link (docs/api.md, "Gear passport").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gears, items, stolenHolds } from '#server/db/schema.ts';
import { listingWithSerial, stolenBody, testSerial } from '#server/test/stolen.ts';
import { account, itemBody, send } from '#server/test/items.ts';
import { whileLocked } from '#server/test/lock-wait.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const itemOfGear = async (gearId: string) =>
  (await t.database.db.select().from(gears).where(eq(gears.id, gearId)))[0]!.item_id;
const itemsOf = async (userId: string) =>
  (await t.database.db.select().from(items).where(eq(items.owner_id, userId))).map((i) => i.id);

it('two registrations of one serial with one listing at once: one 201, one 409, one item', async () => {
  const { seller, itemId, gearId } = await listingWithSerial(t, testSerial('RACE'));
  const body = itemBody({ gear: gearId });
  const answers = await Promise.all(
    [1, 2].map(() => send(t, { method: 'POST', url: '/api/items/', auth: seller.auth, body })),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  const created = answers.find((a) => a.statusCode === 201)!.json().id;
  expect((await itemsOf(seller.user.id)).sort()).toEqual([itemId, created].sort());
  expect(await itemOfGear(gearId)).toBe(created);
});

it('a hold that falls while the registration waits for the listing is seen (400 naming gear)', async () => {
  const serial = testSerial('RACE');
  const { seller, itemId, gearId } = await listingWithSerial(t, serial);
  const reporter = await account(t, { email_verified: true });
  const report = await send(t, {
    method: 'POST',
    url: '/api/stolen/',
    auth: reporter.auth,
    body: stolenBody(serial),
  });
  const body = itemBody({ gear: gearId });
  const answer = await whileLocked(t.database.db, {
    lock: (tx) => tx.select().from(gears).where(eq(gears.id, gearId)).for('update'),
    request: () => send(t, { method: 'POST', url: '/api/items/', auth: seller.auth, body }),
    // As publishing the report does: the listing's item is held.
    meanwhile: (tx) =>
      tx.insert(stolenHolds).values({ report_id: report.json().id, item_id: itemId }),
  });
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json().errors).toHaveProperty('gear');
  expect(await itemOfGear(gearId)).toBe(itemId);
  expect(await itemsOf(seller.user.id)).toEqual([itemId]);
});
