// A card's status comes from the basis kept on the item row (migration 0032), the passport's
// from the records: after every kind of write, and on any day, the card, the detail page and
// the passport must say the same, and the card must not keep a status older than the records.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { items } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { makeStaff } from '#server/test/factories.ts';
import { checkBody, daysAgo, itemBody, send } from '#server/test/items.ts';
import { addRecord, listedItem, type Listed } from '#server/test/listed-items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());
const db = () => t.database.db;

/** The status the card, the detail page and the passport show: all three must agree. */
async function statuses({ user, gear, item }: Listed) {
  const list = (await send(t, { url: `/api/gears/?user=${user.id}` })).json();
  const card = list.find((g: { id: string }) => g.id === gear.id).airworthiness;
  const detail = (await send(t, { url: `/api/gears/${gear.id}/` })).json().airworthiness;
  const passport = (await send(t, { url: `/api/items/${item.id}/` })).json().status;
  expect(card).toEqual(passport);
  expect(detail).toEqual(passport);
  return passport as { check: string; valid_until: string | null; rule_source: string };
}
const stored = async (id: string) => (await db().select().from(items).where(eq(items.id, id)))[0]!;
describe('the card status kept on the item row', () => {
  it('agrees with the passport after each write, and is stored again after it', async () => {
    const l = await listedItem(t, { flight_hours: 120 });
    expect((await statuses(l)).check).toBe('none');
    await addRecord(t, l, checkBody({ date: daysAgo(30), flight_hours: 110 }));
    expect(await statuses(l)).toMatchObject({ check: 'valid', rule_source: 'general' });
    expect((await stored(l.item.id)).status_check).toBe('dated');
    // Hours flown since the check (general rule: 100 h) make it overdue whatever the date.
    const edited = await send(t, {
      method: 'PUT',
      url: `/api/items/${l.item.id}/`,
      auth: l.auth,
      body: itemBody({ flight_hours: 215 }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await statuses(l)).check).toBe('overdue');
    await send(t, {
      method: 'PUT',
      url: `/api/items/${l.item.id}/`,
      auth: l.auth,
      body: itemBody({ flight_hours: 120 }),
    });
    const unfit = await addRecord(
      t,
      l,
      checkBody({ date: daysAgo(2), flight_hours: 120, verdict: 'not_airworthy' }),
    );
    expect(await statuses(l)).toMatchObject({ check: 'overdue', valid_until: null });
    expect((await stored(l.item.id)).status_check).toBe('unfit');
    const removed = await send(t, {
      method: 'DELETE',
      url: `/api/items/${l.item.id}/records/${unfit.id}/`,
      auth: l.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await statuses(l)).check).toBe('valid');
    expect((await stored(l.item.id)).status_check).toBe('dated');
  });

  it('clears itself when a record is written by another path (a certificate), never stale', async () => {
    const l = await listedItem(t);
    expect((await statuses(l)).check).toBe('none');
    const certificate = await send(t, {
      method: 'POST',
      url: `/api/gears/${l.gear.id}/certificates/`,
      auth: l.auth,
      body: {
        issue_date: daysAgo(10),
        expiration_date: daysAgo(-300),
        porosity: 20,
        lines_need_trim: false,
        fabric_condition: true,
        certifier: CERTIFIERS[0]!.id,
      },
    });
    expect(certificate.statusCode).toBe(201);
    expect((await stored(l.item.id)).status_check).toBeNull();
    expect((await statuses(l)).check).toBe('valid');
  });

  it("follows the model's rule when staff change it", async () => {
    const { brand, model, sizes } = await makeCatalogueModel(db(), { model: 'Rush Six' });
    // One item by its catalogue size, one by its brand and model name (spaces and case aside).
    const bySize = await listedItem(t, {
      catalogue_size: sizes[0]!.id,
      production_date: '2010-01-01',
    });
    const byName = await listedItem(t, {
      brand: brand.name.toUpperCase(),
      model: ' rush   SIX',
      production_date: '2010-01-01',
    });
    for (const l of [bySize, byName]) {
      await addRecord(t, l, checkBody({ date: daysAgo(800), flight_hours: 110 }));
      expect(await statuses(l)).toMatchObject({ check: 'overdue', rule_source: 'general' });
    }
    const { auth: staff } = await makeStaff(db());
    const rule = {
      check_months: 36,
      check_hours: 200,
      repack_months: null,
      lifespan_years: 10,
      source: 'https://maker.example/manual',
    };
    const put = await send(t, {
      method: 'PUT',
      url: `/api/catalogue/models/${model.id}/check-rule/`,
      auth: staff,
      body: rule,
    });
    expect(put.statusCode).toBe(200);
    for (const l of [bySize, byName]) {
      expect(await statuses(l)).toMatchObject({
        check: 'valid',
        rule_source: rule.source,
        lifespan_exceeded: true,
      });
      expect((await stored(l.item.id)).status_rule_source).toBe(rule.source);
    }
  });

  it('changes with the day, as the passport does', async () => {
    const l = await listedItem(t);
    await addRecord(t, l, checkBody({ date: daysAgo(30), flight_hours: 110 }));
    const { valid_until } = await statuses(l);
    const day = (date: string) =>
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T12:00:00Z`) });
    day(valid_until!);
    expect((await statuses(l)).check).toBe('due');
    day(`${Number(valid_until!.slice(0, 4)) + 1}${valid_until!.slice(4)}`);
    expect((await statuses(l)).check).toBe('overdue');
  });
});
