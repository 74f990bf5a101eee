// The Atom feed of a search, read by a real feed parser (feedsmith): the newest listed matches
// of the same filters as GET gears/, public, cached briefly; a bad filter is the API's 400.
import { parseAtomFeed } from 'feedsmith';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gears } from '#server/db/schema.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /feeds/gears.atom', () => {
  it('is a valid Atom feed of the newest listed matches, newest first', async () => {
    const seller = await makeUser(t.database.db);
    const wing = { gear_type_id: GEAR_TYPE_IDS.wing, brand: 'FeedBrand', model: 'X' };
    const older = await makeGear(t.database.db, seller.id, { ...wing, name: 'Older <wing> & co' });
    const newer = await makeGear(t.database.db, seller.id, { ...wing, name: 'Newer wing' });
    const sold = await makeGear(t.database.db, seller.id, { ...wing, status: 'sold' });
    await makeGear(t.database.db, seller.id, { brand: 'Other' });
    await t.database.db
      .update(gears)
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where(eq(gears.id, older.id));

    const res = await t.app.inject({ url: '/feeds/gears.atom?brand=FeedBrand&page=9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const feed = parseAtomFeed(res.body);
    expect(feed.title).toBeTruthy();
    expect(feed.entries!.map((e) => e.title as { value?: string } | string | undefined)).toEqual([
      { value: 'Newer wing' },
      { value: 'Older <wing> & co' },
    ]);
    expect(feed.entries![0]!.links![0]!.href).toContain(`/itemdetails/${newer.id}`);
    expect(res.body).not.toContain(sold.id);
    expect(feed.links!.some((l) => l.rel === 'self' && l.href!.includes('brand=FeedBrand'))).toBe(
      true,
    );
  });

  it('keeps at most 50 entries and refuses a bad filter with the error body', async () => {
    const seller = await makeUser(t.database.db);
    for (let i = 0; i < 52; i++) await makeGear(t.database.db, seller.id, { brand: 'Many' });
    const feed = parseAtomFeed((await t.app.inject({ url: '/feeds/gears.atom?brand=Many' })).body);
    expect(feed.entries).toHaveLength(50);
    const bad = await t.app.inject({ url: '/feeds/gears.atom?max_price=lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_error',
      errors: { max_price: expect.any(Array) },
    });
  });
});
