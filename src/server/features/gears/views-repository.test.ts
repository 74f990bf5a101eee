import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gears } from '#server/db/schema.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { flushViews } from './views-repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stored = async (id: string) =>
  (await t.database.db.select({ n: gears.views }).from(gears).where(eq(gears.id, id)))[0]!.n;

describe('views counted in memory', () => {
  it('reach the database in one flush, and the owner sees them before and after it', async () => {
    const seller = await makeUser(t.database.db);
    const auth = await loginAs(t.database.db, seller.id);
    const gear = await makeGear(t.database.db, seller.id);
    for (let i = 0; i < 3; i++) await t.app.inject({ url: `/api/gears/${gear.id}/` });
    const own = async () =>
      (
        await t.app.inject({
          url: `/api/gears/?user=${seller.id}`,
          headers: { authorization: auth },
        })
      ).json()[0].views;
    // No write per read: the three are held until the flush.
    expect(await stored(gear.id)).toBe(0);
    expect(await own()).toBe(3);
    await flushViews(t.database.db);
    expect(await stored(gear.id)).toBe(3);
    expect(await own()).toBe(3); // written once, not counted twice
  });

  it('are written when the app closes', async () => {
    const other = await createTestApp();
    const seller = await makeUser(other.database.db);
    const gear = await makeGear(other.database.db, seller.id);
    await other.app.inject({ url: `/api/gears/${gear.id}/` });
    await other.app.close();
    const [row] = await other.database.db
      .select({ n: gears.views })
      .from(gears)
      .where(eq(gears.id, gear.id));
    await other.database.close();
    expect(row!.n).toBe(1);
  });
});
