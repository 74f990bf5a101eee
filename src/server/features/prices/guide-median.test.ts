// The guide rows' median without the self-join (guide-repository.ts picks it from each
// (currency, year ±1) window sorted once) against the definition computed here one gear at a
// time: the median of the asking prices of the other listed gears of the model, same currency,
// year ±1, with ties, both parities and gears with too few comparables.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { PRICE_GUIDE_MIN_COUNT } from '#shared/contracts/prices.ts';
import { gearPriceGuides } from '#server/db/schema.ts';
import { makeCatalogueModel } from '#server/test/catalogue.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { refreshModelGuides } from './guide-repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
};

it('gives each listed gear the median of its comparables, as one gear at a time would', async () => {
  const db = t.database.db;
  const { model, sizes } = await makeCatalogueModel(db);
  const size = sizes[0];
  const seller = await makeUser(db);
  // A fixed pseudo-random draw: prices from a few values (ties), years 2015–2022, two currencies.
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const listed: { id: string; price: number; currency: string; year: number }[] = [];
  for (let i = 0; i < 70; i++) {
    const gear = {
      price: 900 + 50 * next(12),
      currency: next(5) === 0 ? 'CHF' : 'EUR',
      year: 2015 + next(8),
    };
    const row = await makeGear(db, seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      catalogue_size_id: size!.id,
      price: gear.price,
      currency: gear.currency,
      properties: { year: gear.year },
      // Not listed: neither a comparable nor given a row.
      ...(i % 9 === 0 ? { status: 'sold' as const } : {}),
    });
    if (i % 9 !== 0) listed.push({ id: row.id, ...gear });
  }
  await db.transaction((tx) => refreshModelGuides(tx, model!.id));

  const expected = new Map<string, { median: number; count: number }>();
  for (const g of listed) {
    const others = listed.filter(
      (o) => o.id !== g.id && o.currency === g.currency && Math.abs(o.year - g.year) <= 1,
    );
    if (others.length >= PRICE_GUIDE_MIN_COUNT)
      expected.set(g.id, { median: median(others.map((o) => o.price)), count: others.length });
  }
  const rows = await db
    .select()
    .from(gearPriceGuides)
    .where(eq(gearPriceGuides.model_id, model!.id));
  const actual = new Map(rows.map((r) => [r.gear_id, { median: r.median, count: r.count }]));
  expect(expected.size).toBeGreaterThan(30);
  expect(actual).toEqual(expected);
});
