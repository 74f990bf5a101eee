// Only staff release a stolen-gear hold (docs/api.md, "Deal safely"). Its seller must not undo
// one by other means: deleting the held item (its hold, the team's record of it, went with it
// and the listing was public again) or unlinking the listing from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wingBody } from '#server/test/gears.ts';
import { itemBody } from '#server/test/items.ts';
import { heldListing as held } from '#server/test/stolen.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (auth: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });
const heldListing = () => held(t);
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
