// POST gears/{id}/certificates/ writes into the listing's item: two at once make one item, and
// a transfer accepted while the write waits for the item leaves its former owner out (403).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gears, itemRecords, items } from '#server/db/schema.ts';
import { certificateBody } from '#server/test/certificates.ts';
import { wingBody } from '#server/test/gears.ts';
import { listingWithSerial, testSerial } from '#server/test/stolen.ts';
import { account, send } from '#server/test/items.ts';
import { whileLocked } from '#server/test/lock-wait.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const certificate = certificateBody();
const post = (gearId: string, auth: string) =>
  send(t, { method: 'POST', url: `/api/gears/${gearId}/certificates/`, auth, body: certificate });

it('two first certificates of a listing at once: both 201, on one new item', async () => {
  const seller = await account(t, { email_verified: true });
  const listed = await send(t, {
    method: 'POST',
    url: '/api/gears/',
    auth: seller.auth,
    body: wingBody(),
  });
  const gearId = listed.json().id as string;
  const answers = await Promise.all([post(gearId, seller.auth), post(gearId, seller.auth)]);
  expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
  const owned = await t.database.db.select().from(items).where(eq(items.owner_id, seller.user.id));
  expect(owned).toHaveLength(1);
  const [gear] = await t.database.db.select().from(gears).where(eq(gears.id, gearId));
  expect(gear!.item_id).toBe(owned[0]!.id);
  const records = await t.database.db
    .select()
    .from(itemRecords)
    .where(eq(itemRecords.item_id, owned[0]!.id));
  expect(records).toHaveLength(2);
});

it('a transfer accepted while the certificate waits for the item: 403, nothing written', async () => {
  const { seller, itemId, gearId } = await listingWithSerial(t, testSerial('RACE'));
  const buyer = await account(t, { email_verified: true });
  const answer = await whileLocked(t.database.db, {
    lock: (tx) => tx.select().from(items).where(eq(items.id, itemId)).for('update'),
    request: () => post(gearId, seller.auth),
    // As accepting a transfer does (transfer-repository.ts).
    meanwhile: (tx) =>
      tx.update(items).set({ owner_id: buyer.user.id }).where(eq(items.id, itemId)),
  });
  expect(answer.statusCode, answer.body).toBe(403);
  const written = await t.database.db
    .select()
    .from(itemRecords)
    .where(and(eq(itemRecords.item_id, itemId), eq(itemRecords.user_id, seller.user.id)));
  expect(written).toHaveLength(0);
});
