// What lands in the team's queue or in another user's passport has a limit of its own per IP
// (RATE_LIMITS.reports): a stolen-gear report, a rating's report and a transfer offer, each 20 an
// hour on its own counter, then 429 with Retry-After and nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { itemTransfers, stolenReports } from '#server/db/schema.ts';
import { RATE_LIMITS } from '#server/plugins/rate-limit-rules.ts';
import { account, itemBody, send } from '#server/test/items.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t.close());

const { max } = RATE_LIMITS.reports;

describe('limits of reports and transfer offers', () => {
  it('takes 20 stolen-gear reports an hour, then answers 429 and stores nothing', async () => {
    const pilot = await account(t);
    const report = (i: number) =>
      send(t, {
        method: 'POST',
        url: '/api/stolen/',
        auth: pilot.auth,
        body: {
          gear_type: GEAR_TYPE_IDS.wing,
          brand: 'Advance',
          model: 'Iota 2',
          serial: `LIM${Date.now().toString(36)}X${i}`,
          stolen_on: '2026-05-01',
          place: 'Interlaken',
        },
      });
    for (let i = 0; i < max; i++) expect((await report(i)).statusCode).toBe(201);
    const blocked = await report(max);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.database.db
      .select()
      .from(stolenReports)
      .where(eq(stolenReports.reporter_id, pilot.user.id));
    expect(stored).toHaveLength(max);
  });

  it('counts transfer offers apart from reports', async () => {
    const owner = await account(t);
    const other = await account(t);
    const item = await send(t, {
      method: 'POST',
      url: '/api/items/',
      auth: owner.auth,
      body: itemBody(),
    });
    expect(item.statusCode).toBe(201);
    const offer = () =>
      send(t, {
        method: 'POST',
        url: `/api/items/${item.json().id}/transfer/`,
        auth: owner.auth,
        body: { to_user: other.user.id },
      });
    // Each offer replaces the open one: the limit counts requests, not rows.
    for (let i = 0; i < max; i++) expect((await offer()).statusCode).toBe(201);
    expect((await offer()).statusCode).toBe(429);
    const rows = await t.database.db
      .select()
      .from(itemTransfers)
      .where(eq(itemTransfers.item_id, item.json().id));
    expect(rows).toHaveLength(max);
  });
});
