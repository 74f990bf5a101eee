// Only staff release a stolen-gear hold (docs/api.md, "Deal safely"). Its seller must not undo
// one by other means: deleting the held item (its hold, the team's record of it, went with it
// and the listing was public again) or unlinking the listing from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { itemBody } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (auth: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });
const pilot = async () => {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
};
let n = 0;

/** A seller's listing showing an item whose serial a published report names. */
async function heldListing() {
  const serial = `EVA${Date.now().toString(36)}X${(n++).toString(36)}`.toUpperCase();
  const seller = await pilot();
  const item = (await call(seller.auth, 'POST', '/api/items/', itemBody({ serial }))).json();
  const gear = (await call(seller.auth, 'POST', '/api/gears/', wingBody({ item: item.id }))).json();
  const reporter = await pilot();
  const { auth: staff } = await makeStaff(t.database.db);
  const report = (
    await call(reporter.auth, 'POST', '/api/stolen/', {
      gear_type: GEAR_TYPE_IDS.wing,
      brand: 'Ozone',
      model: 'Rush 6',
      serial,
      stolen_on: '2026-06-01',
      place: 'Annecy, FR',
    })
  ).json();
  await call(staff, 'PUT', `/api/stolen/${report.id}/`, { status: 'published' });
  expect((await call(null, 'GET', `/api/gears/${gear.id}/`)).statusCode).toBe(404);
  return { seller, staff, itemId: item.id as string, gearId: gear.id as string };
}
const openHolds = async (staff: string) =>
  (await call(staff, 'GET', '/api/admin/stolen-holds/')).json() as { item: { id: string } }[];

describe('a held item and listing, in their seller’s hands', () => {
  it('the held item cannot be deleted by its owner (409), and the hold stays', async () => {
    const { seller, staff, itemId, gearId } = await heldListing();
    const deleted = await call(seller.auth, 'DELETE', `/api/items/${itemId}/`);
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'conflict' });
    expect((await openHolds(staff)).some((h) => h.item.id === itemId)).toBe(true);
    expect((await call(null, 'GET', `/api/gears/${gearId}/`)).statusCode).toBe(404);
  });

  it('the held listing cannot be unlinked from its item by its seller (400 naming item)', async () => {
    const { seller, itemId, gearId } = await heldListing();
    const unlinked = await call(
      seller.auth,
      'PUT',
      `/api/gears/${gearId}/`,
      wingBody({ item: null }),
    );
    expect(unlinked.statusCode, unlinked.body).toBe(400);
    expect(unlinked.json().errors).toHaveProperty('item');
    const own = (await call(seller.auth, 'GET', `/api/gears/${gearId}/`)).json();
    expect(own).toMatchObject({ item: itemId, held: 'stolen_report' });
    expect((await call(null, 'GET', `/api/gears/${gearId}/`)).statusCode).toBe(404);
  });

  it('the held listing cannot be relinked to a new item registered with it (400 naming gear)', async () => {
    const { seller, itemId, gearId } = await heldListing();
    const relinked = await call(seller.auth, 'POST', '/api/items/', itemBody({ gear: gearId }));
    expect(relinked.statusCode, relinked.body).toBe(400);
    expect(relinked.json().errors).toHaveProperty('gear');
    const own = (await call(seller.auth, 'GET', `/api/gears/${gearId}/`)).json();
    expect(own).toMatchObject({ item: itemId, held: 'stolen_report' });
    expect((await call(null, 'GET', `/api/gears/${gearId}/`)).statusCode).toBe(404);
  });
});
