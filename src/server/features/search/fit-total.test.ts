// A weight search counts at most TOTAL_CAP matches and then says so (X-Total-Count-Capped); a
// smaller total, and every search without a weight, stays exact.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { TOTAL_CAP } from './list-totals.ts';

let t: TestContext;
const MANY = TOTAL_CAP + 5;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const seller = await makeUser(db);
  const wing = (country: string) =>
    makeGear(db, seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      properties: { size: 'M', certification: 'EN-B', weight_min: 80, weight_max: 100 },
      country,
    });
  const template = await wing('FR');
  // MANY - 1 more like it, in one statement.
  await db.execute(sql`
    insert into gears (user_id, gear_type_id, name, brand, model, price, currency, properties,
      country, created_at)
    select user_id, gear_type_id, name || ' ' || n, brand, model, price, currency, properties,
      country, created_at - n * interval '1 second'
    from gears, generate_series(1, ${MANY - 1}) n where id = ${template.id}`);
  for (let i = 0; i < 3; i++) await wing('SI');
});
afterAll(async () => t.close());

const get = (query: string) => t.app.inject({ url: `/api/gears/?${query}` });

describe('the total of a weight search', () => {
  it('stops at the cap and says it is a lower bound', async () => {
    const res = await get('takeoff_weight=88');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(TOTAL_CAP));
    expect(res.headers['x-total-count-capped']).toBe('true');
    const link = String(res.headers.link);
    expect(link).toContain('rel="next"');
    // The last page is not known.
    expect(link).not.toContain('rel="last"');
    expect(res.json()).toHaveLength(24);
  });

  it('still pages past the cap', async () => {
    const page = Math.ceil(TOTAL_CAP / 100) + 1;
    const res = await get(`takeoff_weight=88&page_size=100&page=${page}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(MANY + 3 - (page - 1) * 100);
    expect(res.headers['x-total-count-capped']).toBe('true');
  });

  it('is exact under the cap, with its last page', async () => {
    const res = await get('takeoff_weight=88&country=SI');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-total-count-capped']).toBeUndefined();
    expect(String(res.headers.link)).toContain('rel="last"');
  });

  it('is exact without a weight', async () => {
    const res = await get(`gear_type=${GEAR_TYPE_IDS.wing}`);
    expect(res.headers['x-total-count']).toBe(String(MANY + 3));
    expect(res.headers['x-total-count-capped']).toBeUndefined();
  });
});
