// A card's status comes from the basis kept on the item row (migration 0032), the passport's
// from the records: after every kind of write, and on any day, the card, the detail page and
// the passport must say the same, and the card must not keep a status older than the records.
import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { items } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { loginAs, makeGear, makeStaff, makeUser } from '#server/test/factories.ts';
import { checkBody, daysAgo, itemBody, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { refreshAllAirworthiness } from './airworthiness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());
const db = () => t.database.db;

/** A listing of a new owner linked to a new item; `item` overrides the item's body. */
async function listedItem(item: Record<string, unknown> = {}) {
  const user = await makeUser(db());
  const auth = await loginAs(db(), user.id);
  const gear = await makeGear(db(), user.id);
  const made = await send(t, {
    method: 'POST',
    url: '/api/items/',
    auth,
    body: itemBody({ gear: gear.id, ...item }),
  });
  expect(made.statusCode).toBe(201);
  return { user, auth, gear, item: made.json() as { id: string } };
}
type Listed = Awaited<ReturnType<typeof listedItem>>;

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
const addRecord = async (l: Listed, body: Record<string, unknown>) => {
  const res = await send(t, {
    method: 'POST',
    url: `/api/items/${l.item.id}/records/`,
    auth: l.auth,
    body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};

describe('the card status kept on the item row', () => {
  it('agrees with the passport after each write, and is stored again after it', async () => {
    const l = await listedItem({ flight_hours: 120 });
    expect((await statuses(l)).check).toBe('none');
    await addRecord(l, checkBody({ date: daysAgo(30), flight_hours: 110 }));
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
    const l = await listedItem();
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
    const { model, sizes } = await makeCatalogueModel(db());
    const l = await listedItem({ catalogue_size: sizes[0]!.id, production_date: '2010-01-01' });
    await addRecord(l, checkBody({ date: daysAgo(800), flight_hours: 110 }));
    expect(await statuses(l)).toMatchObject({ check: 'overdue', rule_source: 'general' });
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
    expect(await statuses(l)).toMatchObject({
      check: 'valid',
      rule_source: rule.source,
      lifespan_exceeded: true,
    });
    expect((await stored(l.item.id)).status_rule_source).toBe(rule.source);
  });

  it('changes with the day, as the passport does', async () => {
    const l = await listedItem();
    await addRecord(l, checkBody({ date: daysAgo(30), flight_hours: 110 }));
    const { valid_until } = await statuses(l);
    const day = (date: string) =>
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T12:00:00Z`) });
    day(valid_until!);
    expect((await statuses(l)).check).toBe('due');
    day(`${Number(valid_until!.slice(0, 4)) + 1}${valid_until!.slice(4)}`);
    expect((await statuses(l)).check).toBe('overdue');
  });
});

describe('migration 0032', () => {
  it('backfills the basis exactly as the items feature computes it', async () => {
    const wing = await listedItem({ flight_hours: 195 });
    await addRecord(wing, checkBody({ date: daysAgo(30), flight_hours: 100 }));
    const unfit = await listedItem();
    await addRecord(unfit, checkBody({ date: daysAgo(3), verdict: 'repair_needed' }));
    const reserve = await listedItem({ gear_type: GEAR_TYPE_IDS.reserve, model: 'Angel SQR' });
    await addRecord(reserve, { kind: 'repack', date: '2024-01-31', by: { type: 'owner' } });
    const bare = await listedItem({ gear_type: GEAR_TYPE_IDS.reserve, model: 'Angel' });
    const ids = [wing, unfit, reserve, bare].map((l) => l.item.id);
    await refreshAllAirworthiness(db());
    const basis = async () =>
      (await db().select().from(items).where(inArray(items.id, ids)))
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(
          ({
            status_check,
            status_check_until,
            status_check_hours,
            status_repack,
            status_repack_until,
            status_lifespan_end,
            status_rule_source,
          }) => ({
            status_check,
            status_check_until,
            status_check_hours,
            status_repack,
            status_repack_until,
            status_lifespan_end,
            status_rule_source,
          }),
        );
    const computed = await basis();
    expect(computed.every((b) => b.status_check !== null)).toBe(true);
    await db().update(items).set({ status_check: null, status_rule_source: null });
    const migration = await readFile(
      new URL('../../db/migrations/0032_items_status_basis.sql', import.meta.url),
      'utf8',
    );
    await t.database.pool.query(migration.split('--> statement-breakpoint').at(-1)!);
    expect(await basis()).toEqual(computed);
  });
});
