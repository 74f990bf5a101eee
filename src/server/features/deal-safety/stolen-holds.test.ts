import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { items } from '#server/db/schema.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { itemBody } from '#server/test/items.ts';
import { mailsTo } from '#server/test/mail.ts';
import { publishedReport } from '#server/test/stolen.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (auth: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: auth ? { authorization: auth } : {} });
const pilot = async () => {
  const user = await makeUser(t.database.db);
  return { user, auth: await loginAs(t.database.db, user.id) };
};
let n = 0;
const newSerial = () => `HLD${Date.now().toString(36)}X${(n++).toString(36)}`.toUpperCase();

/** A report of `serial` (spelled the way a victim might), published by staff unless told. */
async function reportStolen(serial: string, { publish = true } = {}) {
  const reporter = await pilot();
  const { auth: staff } = await makeStaff(t.database.db);
  const created = await call(reporter.auth, 'POST', '/api/stolen/', {
    gear_type: GEAR_TYPE_IDS.wing,
    brand: 'Ozone',
    model: 'Rush 6',
    serial: `${serial.slice(0, 3).toLowerCase()}-${serial.slice(3)}`,
    stolen_on: '2026-06-01',
    place: 'Annecy, FR',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: string = created.json().id;
  if (publish)
    expect(
      (await call(staff, 'PUT', `/api/stolen/${id}/`, { status: 'published' })).statusCode,
    ).toBe(200);
  return { reporter, staff, id };
}

/** A seller with an item of `serial` and a listing showing it. */
async function listItem(serial: string) {
  const seller = await pilot();
  const item = await call(seller.auth, 'POST', '/api/items/', itemBody({ serial }));
  expect(item.statusCode, item.body).toBe(201);
  const gear = await call(seller.auth, 'POST', '/api/gears/', wingBody({ item: item.json().id }));
  expect(gear.statusCode, gear.body).toBe(201);
  return { seller, itemId: item.json().id as string, gearId: gear.json().id as string };
}

const listedIds = async (sellerId: string) =>
  (await call(null, 'GET', `/api/gears/?user=${sellerId}`)).json().map((g: { id: string }) => g.id);
const feed = async (sellerId: string) =>
  (await call(null, 'GET', `/feeds/gears.atom?user=${sellerId}`)).body;
const holdsOf = async (staff: string, gearId: string) =>
  (await call(staff, 'GET', '/api/admin/stolen-holds/'))
    .json()
    .filter((h: { gears: { id: string }[] }) => h.gears.some((g) => g.id === gearId));

describe('stolen-gear holds', () => {
  it('publishing a report holds the listing of its serial: out of lists, detail, feed and sitemap; seller and staff still see it, the team and the reporter are told', async () => {
    const serial = newSerial();
    const { seller, itemId, gearId } = await listItem(serial);
    expect(await listedIds(seller.user.id)).toEqual([gearId]);
    expect(await feed(seller.user.id)).toContain(gearId);

    const { reporter, staff, id } = await reportStolen(serial);
    expect(await listedIds(seller.user.id)).toEqual([]);
    expect(await feed(seller.user.id)).not.toContain(gearId);
    expect((await call(null, 'GET', '/sitemaps/gears-1.xml')).body).not.toContain(gearId);
    expect((await call(null, 'GET', `/api/gears/${gearId}/`)).statusCode).toBe(404);
    expect((await call(reporter.auth, 'GET', `/api/gears/${gearId}/`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/items/${itemId}/`)).statusCode).toBe(404);
    const own = await call(seller.auth, 'GET', `/api/gears/${gearId}/`);
    expect(own.json()).toMatchObject({ id: gearId, held: 'stolen_report' });
    expect((await call(staff, 'GET', `/api/gears/${gearId}/`)).json().held).toBe('stolen_report');
    expect((await call(seller.auth, 'GET', '/api/items/mine/')).json()[0].held).toBe(
      'stolen_report',
    );

    const [hold] = await holdsOf(staff, gearId);
    expect(hold).toMatchObject({ report: { id }, item: { id: itemId, serial }, released_at: null });
    const [toReporter] = await mailsTo(t, reporter.user.email);
    expect(toReporter!.text).toContain(`/stolen-gear/${id}`);
    const team = await mailsTo(t, 'hello@airgear.example', 1);
    expect(team.some((m) => m.subject.includes(serial) && m.text.includes(gearId))).toBe(true);
  });

  it('saving a listing or an item with a reported serial holds it at once', async () => {
    const serial = newSerial();
    const { staff } = await reportStolen(serial);
    // An item saved before the register knew the serial's spelling (no match on its own save).
    const seller = await pilot();
    const [item] = await t.database.db
      .insert(items)
      .values({
        owner_id: seller.user.id,
        gear_type_id: GEAR_TYPE_IDS.wing,
        brand: 'Ozone',
        model: 'Rush 6',
        serial,
      })
      .returning();
    const gear = await call(seller.auth, 'POST', '/api/gears/', wingBody({ item: item!.id }));
    expect(gear.statusCode, gear.body).toBe(201);
    expect(await listedIds(seller.user.id)).toEqual([]);
    expect(await holdsOf(staff, gear.json().id)).toHaveLength(1);

    // The item route: registering a piece of gear whose serial is reported.
    const other = await pilot();
    const registered = await call(
      other.auth,
      'POST',
      '/api/items/',
      itemBody({ serial: serial.toLowerCase(), brand: 'Gin' }),
    );
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await call(null, 'GET', `/api/items/${registered.json().id}/`)).statusCode).toBe(404);
    expect(registered.json().held).toBe('stolen_report');
  });

  it('only staff release a hold; the listing is public again and stays so when saved again', async () => {
    const serial = newSerial();
    const { seller, itemId, gearId } = await listItem(serial);
    const { reporter, staff } = await reportStolen(serial);
    const [hold] = await holdsOf(staff, gearId);
    const release = (auth: string | null) =>
      call(auth, 'POST', `/api/admin/stolen-holds/${hold.id}/release/`);
    expect((await release(reporter.auth)).statusCode).toBe(403);
    expect((await release(seller.auth)).statusCode).toBe(403);
    expect((await release(null)).statusCode).toBe(401);
    expect(await listedIds(seller.user.id)).toEqual([]);

    const released = await release(staff);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().released_at).not.toBeNull();
    expect((await release(staff)).statusCode).toBe(404);
    expect(await listedIds(seller.user.id)).toEqual([gearId]);
    expect((await call(null, 'GET', `/api/gears/${gearId}/`)).json().held).toBeUndefined();
    const audit = (await call(staff, 'GET', '/api/admin/audit/')).json();
    expect(audit.some((a: { action: string }) => a.action === 'stolen_hold.release')).toBe(true);

    // Staff's word stands: saving the item or the listing again does not hold it again.
    const again = await call(seller.auth, 'PUT', `/api/items/${itemId}/`, itemBody({ serial }));
    expect(again.statusCode, again.body).toBe(200);
    await call(
      seller.auth,
      'PUT',
      `/api/gears/${gearId}/`,
      wingBody({ item: itemId, price: 1700 }),
    );
    expect(await listedIds(seller.user.id)).toEqual([gearId]);
  });

  it('a pending report holds nothing, and a report marked recovered lets its holds go', async () => {
    const serial = newSerial();
    const { seller, gearId } = await listItem(serial);
    const { reporter, staff, id } = await reportStolen(serial, { publish: false });
    expect(await listedIds(seller.user.id)).toEqual([gearId]);
    await call(staff, 'PUT', `/api/stolen/${id}/`, { status: 'published' });
    expect(await listedIds(seller.user.id)).toEqual([]);
    const recovered = await call(reporter.auth, 'PUT', `/api/stolen/${id}/`, {
      status: 'recovered',
    });
    expect(recovered.statusCode).toBe(200);
    expect(await listedIds(seller.user.id)).toEqual([gearId]);
    expect(await holdsOf(staff, gearId)).toEqual([]);
  });

  it("the reporter's own item (reported from my gear) is not held", async () => {
    const serial = newSerial();
    const owner = await pilot();
    const item = await call(owner.auth, 'POST', '/api/items/', itemBody({ serial }));
    const gear = await call(owner.auth, 'POST', '/api/gears/', wingBody({ item: item.json().id }));
    const { staff } = await publishedReport(t, serial, owner);
    expect(await holdsOf(staff, gear.json().id)).toEqual([]);
    expect((await call(null, 'GET', `/api/items/${item.json().id}/`)).statusCode).toBe(200);
  });
});
