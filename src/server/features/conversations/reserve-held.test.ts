// A listing a stolen-gear report holds is not for sale while the team looks into it: its seller
// cannot reserve it for a conversation's buyer (400 naming `gear`, as a sold listing), though a
// reservation made before the hold can still be lifted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears } from '#server/db/schema.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { itemBody } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const as = (auth: string, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

it('refuses to reserve a held listing, and lifts a reservation made before the hold', async () => {
  const db = t.database.db;
  const seller = await makeUser(db, { email_verified: true });
  const buyer = await makeUser(db, { email_verified: true });
  const [sellerAuth, buyerAuth] = [await loginAs(db, seller.id), await loginAs(db, buyer.id)];
  const serial = `RSH${Date.now().toString(36)}`.toUpperCase();
  const item = (await as(sellerAuth, 'POST', '/api/items/', itemBody({ serial }))).json();
  const gear = (await as(sellerAuth, 'POST', '/api/gears/', wingBody({ item: item.id }))).json();
  const { id } = (
    await as(buyerAuth, 'POST', '/api/conversations/', { gear: gear.id, text: 'Hi' })
  ).json();
  const reserve = (method: 'POST' | 'DELETE') =>
    t.app.inject({
      method,
      url: `/api/conversations/${id}/reserve/`,
      headers: { authorization: sellerAuth },
    });
  expect((await reserve('POST')).statusCode).toBe(200);

  const reporter = await makeUser(db);
  const report = (
    await as(await loginAs(db, reporter.id), 'POST', '/api/stolen/', {
      gear_type: GEAR_TYPE_IDS.wing,
      brand: 'Ozone',
      model: 'Rush 6',
      serial,
      stolen_on: '2026-06-01',
      place: 'Annecy, FR',
    })
  ).json();
  const { auth: staff } = await makeStaff(db);
  expect(
    (await as(staff, 'PUT', `/api/stolen/${report.id}/`, { status: 'published' })).statusCode,
  ).toBe(200);

  expect((await reserve('DELETE')).statusCode).toBe(200);
  const again = await reserve('POST');
  expect(again.statusCode, again.body).toBe(400);
  expect(again.json().errors).toHaveProperty('gear');
  const [row] = await db.select().from(gears).where(eq(gears.id, gear.id));
  expect(row!.reserved_for).toBeNull();
});
