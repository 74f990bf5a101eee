// The claims of saved-search matches without foreign keys (migration 0010): deleting a listing or
// a search deletes its claims by trigger, and the claims of other listings and searches stay.
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { savedSearchMatches } from '#server/db/schema.ts';
import { gearWriteClient, wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let gearsApi: ReturnType<typeof gearWriteClient>;
beforeAll(async () => {
  t = await createTestApp({ ALERT_DELAY_SECONDS: '0' });
  gearsApi = gearWriteClient(t);
});
afterAll(async () => t.close());

async function search(auth: string, brand: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { authorization: auth },
    payload: { name: brand, query: `gear_type=${GEAR_TYPE_IDS.wing}&brand=${brand}` },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function listing(auth: string, brand: string) {
  const res = await gearsApi.post(auth, wingBody({ brand }));
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

const claims = async (ids: string[]) =>
  (
    await t.database.db
      .select()
      .from(savedSearchMatches)
      .where(
        or(
          ...ids.flatMap((id) => [
            eq(savedSearchMatches.saved_search_id, id),
            eq(savedSearchMatches.gear_id, id),
          ]),
        ),
      )
  ).map((m) => `${m.saved_search_id}:${m.gear_id}`);

describe('saved-search matches', () => {
  it('are deleted with their listing or their search, and only theirs', async () => {
    const [pilot, seller] = [await gearsApi.seller(), await gearsApi.seller()];
    const [kept, dropped] = [await search(pilot.auth, 'Keep'), await search(pilot.auth, 'Drop')];
    const [keptGear, goneGear] = [
      await listing(seller.auth, 'Keep'),
      await listing(seller.auth, 'Keep'),
    ];
    const droppedGear = await listing(seller.auth, 'Drop');
    await t.drainJobs();
    const all = [kept, dropped];
    expect((await claims(all)).sort()).toEqual(
      [`${kept}:${keptGear}`, `${kept}:${goneGear}`, `${dropped}:${droppedGear}`].sort(),
    );

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/gears/${goneGear}/`,
      headers: { authorization: seller.auth },
    });
    expect(gone.statusCode).toBe(204);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${dropped}/`,
      headers: { authorization: pilot.auth },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await claims([...all, droppedGear])).toEqual([`${kept}:${keptGear}`]);
  });
});
