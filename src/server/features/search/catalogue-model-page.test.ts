// The model page's list (GET gears/?catalogue_model=, newest first) is read size by size and
// merged (size-page-repository.ts): the same listings, order and pages as the list's own order,
// with its visibility rules (suspended seller, stolen hold, hidden, not active) and the other
// filters still applied, across a model of several sizes.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears, items, stolenHolds, stolenReports, users } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

/** A held listing: its passport item's serial is named by a published stolen-gear report. */
async function holdAsStolen(gear: { id: string; user_id: string }) {
  const serial = `HELD-${randomUUID()}`;
  const common = { gear_type_id: GEAR_TYPE_IDS.wing, brand: 'B', model: 'M', serial };
  const [item] = await db()
    .insert(items)
    .values({ ...common, owner_id: gear.user_id })
    .returning();
  const [report] = await db()
    .insert(stolenReports)
    .values({ ...common, serial_norm: serial, stolen_on: '2026-01-01', place: 'X' })
    .returning();
  await db()
    .update(stolenReports)
    .set({ status: 'published' })
    .where(eq(stolenReports.id, report!.id));
  await db().insert(stolenHolds).values({ report_id: report!.id, item_id: item!.id });
  await db().update(gears).set({ item_id: item!.id }).where(eq(gears.id, gear.id));
}

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/gears/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: (res.json() as { id: string }[]).map((g) => g.id),
    total: Number(res.headers['x-total-count']),
  };
};

it('pages through a model of several sizes newest first, with the list visibility', async () => {
  const { model, sizes } = await makeCatalogueModel(db(), { sizes: ['S', 'M', 'L'] });
  const other = await makeCatalogueModel(db());
  const seller = await makeUser(db());
  const certified = await makeUser(db(), { is_certified_seller: true });
  const suspended = await makeUser(db());
  // Minutes apart, most in one size (a later page needs more than a page of it); two share a
  // time (the id breaks the tie).
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  const wing = (size: number, minutes: number, over: Partial<typeof gears.$inferInsert> = {}) =>
    makeGear(db(), seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      catalogue_size_id: sizes[size]!.id,
      created_at: at(minutes),
      properties: { size: 'M', certification: 'EN-B', weight_min: 80, weight_max: 100 },
      ...over,
    });
  const shown = [];
  const minutes = [0, 5, 5, 9, 14, 20, 21, 30];
  for (const [i, size] of [0, 0, 1, 0, 0, 2, 0, 0].entries())
    shown.push(await wing(size, minutes[i]!));
  shown.push(await wing(1, 40, { user_id: certified.id, price: 900 }));
  // Not listed: each newer than every shown one, so a wrong page would show it first.
  await wing(0, 50, { is_hidden: true });
  await wing(1, 51, { status: 'sold' });
  await wing(2, 52, { user_id: suspended.id });
  await db().update(users).set({ is_suspended: true }).where(eq(users.id, suspended.id));
  await holdAsStolen(await wing(0, 53));
  await makeGear(db(), seller.id, { catalogue_size_id: other.sizes[0]!.id, created_at: at(54) });

  const newest = shown
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (b.id > a.id ? 1 : -1))
    .map((g) => g.id);
  const pages = [];
  for (const page of [1, 2, 3, 4]) {
    const { ids, total } = await list(`catalogue_model=${model.id}&page_size=3&page=${page}`);
    expect(total).toBe(9);
    pages.push(...ids);
  }
  expect(pages).toEqual(newest);
  // The other filters still apply inside each size's read: a price, and the seller's flag.
  expect((await list(`catalogue_model=${model.id}&max_price=800`)).ids).toEqual(newest.slice(1));
  expect((await list(`catalogue_model=${model.id}&certified_seller=true`)).ids).toEqual([
    newest[0],
  ]);
  // Ordered by price, the list's own order (not read size by size) lists the same listings.
  const byPrice = await list(`catalogue_model=${model.id}&sort=price_desc&page_size=48`);
  expect(byPrice.ids[0]).toBe(newest[0]);
  expect([...byPrice.ids].sort()).toEqual([...newest].sort());
});
