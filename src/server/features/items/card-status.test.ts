// A card's status comes from the basis kept on the item row (migration 0032), the passport's
// from the records: after every kind of write, and on any day, the card, the detail page and
// the passport must say the same, and the card must not keep a status older than the records.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { itemRecords, items } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { makeStaff } from '#server/test/factories.ts';
import { checkBody, daysAgo, itemBody, send } from '#server/test/items.ts';
import { addRecord, listedItem, statusesOf } from '#server/test/listed-items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());
const db = () => t.database.db;
const statuses = (l: Parameters<typeof statusesOf>[1]) => statusesOf(t, l);

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

  it('is computed again after a certificate, and clears itself on any other write path', async () => {
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
    expect((await stored(l.item.id)).status_check).toBe('dated');
    expect((await statuses(l)).check).toBe('valid');
    // A write outside the items feature (staff in SQL, a data fix): the trigger clears the basis.
    await db()
      .update(itemRecords)
      .set({ valid_until: daysAgo(1) })
      .where(eq(itemRecords.item_id, l.item.id));
    expect((await stored(l.item.id)).status_check).toBeNull();
    expect((await statuses(l)).check).toBe('overdue');
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
