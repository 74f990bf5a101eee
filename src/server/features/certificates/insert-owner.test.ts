// A certificate is written into the listing's item only while the item is still its writer's,
// checked inside the write: a transfer accepted between the route's check and the insert must
// not let the former owner write into the buyer's passport.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateWriteSchema } from '#shared/contracts/certificates.ts';
import { itemRecords } from '#server/db/schema.ts';
import { certificateBody } from '#server/test/certificates.ts';
import { account, passOn } from '#server/test/items.ts';
import { listedItem } from '#server/test/listed-items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { insertCertificate } from './repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const write = () => certificateWriteSchema.parse(certificateBody());
const recordsOf = (itemId: string) =>
  t.database.db.select().from(itemRecords).where(eq(itemRecords.item_id, itemId));

describe('writing a certificate', () => {
  it('writes into the item of its owner', async () => {
    const l = await listedItem(t);
    const made = await insertCertificate(t.database.db, {
      gearId: l.gear.id,
      userId: l.user.id,
      body: write(),
    });
    expect(made?.item).toBe(l.item.id);
    expect(await recordsOf(l.item.id)).toHaveLength(1);
  });

  it('writes nothing once the item has passed to someone else', async () => {
    const l = await listedItem(t);
    const buyer = await account(t);
    expect((await passOn(t, l.item.id, { user: l.user, auth: l.auth }, buyer)).statusCode).toBe(
      200,
    );
    const made = await insertCertificate(t.database.db, {
      gearId: l.gear.id,
      userId: l.user.id,
      body: write(),
    });
    expect(made).toBeNull();
    expect(await recordsOf(l.item.id)).toHaveLength(0);
  });
});
