// Migration 0032 fills the status basis of the items it finds in SQL; it must be exactly what
// the items feature computes (src/shared/passport/status-basis.ts) for every kind of item.
import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { catalogueCheckRules, items } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { checkBody, daysAgo } from '#server/test/items.ts';
import { addRecord, listedItem } from '#server/test/listed-items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { refreshAllAirworthiness } from './airworthiness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

describe('migration 0032', () => {
  it('backfills the basis exactly as the items feature computes it', async () => {
    const wing = await listedItem(t, { flight_hours: 195 });
    await addRecord(t, wing, checkBody({ date: daysAgo(30), flight_hours: 100 }));
    const unfit = await listedItem(t);
    await addRecord(t, unfit, checkBody({ date: daysAgo(3), verdict: 'repair_needed' }));
    const reserve = await listedItem(t, { gear_type: GEAR_TYPE_IDS.reserve, model: 'Angel SQR' });
    await addRecord(t, reserve, { kind: 'repack', date: '2024-01-31', by: { type: 'owner' } });
    const bare = await listedItem(t, { gear_type: GEAR_TYPE_IDS.reserve, model: 'Angel' });
    // The maker's rule (by catalogue size), a month's end, a lifespan, an expiry before the rule's.
    const { model, sizes } = await makeCatalogueModel(db());
    await db().insert(catalogueCheckRules).values({
      model_id: model.id,
      check_months: 13,
      check_hours: 150,
      repack_months: null,
      lifespan_years: 8,
      source: 'https://maker.example/manual',
    });
    const ruled = await listedItem(t, {
      catalogue_size: sizes[0]!.id,
      production_date: '2019-08-31',
      flight_hours: 260,
    });
    await addRecord(t, ruled, checkBody({ date: '2025-01-31', flight_hours: 100 }));
    const expiring = await listedItem(t);
    await addRecord(
      t,
      expiring,
      checkBody({ date: daysAgo(40), valid_until: daysAgo(-100), flight_hours: null }),
    );
    const ids = [wing, unfit, reserve, bare, ruled, expiring].map((l) => l.item.id);
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
    expect(computed.map((b) => b.status_check_until)).toContain('2026-02-28');
    expect(computed.map((b) => b.status_check_hours)).toContain('due');
    expect(computed.map((b) => b.status_check_hours)).toContain('overdue');
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
