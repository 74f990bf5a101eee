// A rendered listing's head is read from its loader's API answer (gear-head-source.ts): it must
// say exactly what the head's own statement says, and fall back to that statement when the read
// was refused or names a type the head does not know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { gearPictures } from '#server/db/schema.ts';
import { makeGear, makeUser } from '#server/test/factories.ts';
import { statementsDuring } from '#server/test/statement-spy.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { findGearHead, type ApiRead } from './gear-head-source.ts';
import { gearTypeCache } from './gear-types-repository.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The page's reads as the renderer makes them: GET of this app, as a visitor; each URL counted. */
function reads() {
  const urls: string[] = [];
  const read: ApiRead = async (url) => {
    urls.push(url);
    const res = await t.app.inject({ url });
    return { status: res.statusCode, json: async () => res.json() };
  };
  return { urls, read };
}

const headOf = (id: string, read?: ApiRead) =>
  findGearHead(t.database.db, {
    id,
    photos: t.photos,
    types: gearTypeCache(t.database.db),
    ...(read && { read }),
  });

describe("a listing's head from its API answer", () => {
  it('says what its own statement says: photos in order, seller, type, reserved as active', async () => {
    const seller = await makeUser(t.database.db, { first_name: 'Lena', last_name: 'Vogel' });
    const buyer = await makeUser(t.database.db);
    const rich = await makeGear(t.database.db, seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      description: 'Only 40 hours.',
      country: 'DE',
      price: 2100.5,
      reserved_at: new Date(),
      reserved_for: buyer.id,
    });
    await t.database.db.insert(gearPictures).values([
      { gear_id: rich.id, position: 1, storage_key: 'cd34second', width: 1600, height: 1200 },
      { gear_id: rich.id, position: 0, storage_key: 'ab12cover', width: 1600, height: 1200 },
    ]);
    const bare = await makeGear(t.database.db, seller.id, { description: '', country: '' });
    const sold = await makeGear(t.database.db, seller.id, { status: 'sold' });

    for (const gear of [rich, bare, sold]) {
      const { urls, read } = reads();
      const fromAnswer = await headOf(gear.id, read);
      expect(urls).toEqual([`/api/gears/${gear.id}/`]);
      expect(fromAnswer).not.toBeNull();
      expect(fromAnswer).toEqual(await headOf(gear.id));
    }
    const head = (await headOf(rich.id, reads().read))!;
    expect(head.status).toBe('active');
    expect(head.images).toEqual([
      t.photos.url('ab12cover', 'large'),
      t.photos.url('cd34second', 'large'),
    ]);
    expect(head.seller).toEqual({ first_name: 'Lena', last_name: 'Vogel' });
    expect(head.type.slug).toBe('wing');
  });

  it('is none when the API does not show the listing to a visitor', async () => {
    const seller = await makeUser(t.database.db);
    const archived = await makeGear(t.database.db, seller.id, { status: 'archived' });
    const hidden = await makeGear(t.database.db, seller.id, { is_hidden: true });
    for (const gear of [archived, hidden]) expect(await headOf(gear.id, reads().read)).toBeNull();
  });

  it('falls back to its own statement when the read is refused', async () => {
    const seller = await makeUser(t.database.db, { first_name: 'Ana' });
    const gear = await makeGear(t.database.db, seller.id);
    const limited: ApiRead = async () => ({
      status: 429,
      json: async () => ({ detail: 'Too many requests.', code: 'rate_limited' }),
    });
    const head = await headOf(gear.id, limited);
    expect(head?.id).toBe(gear.id);
    expect(head).toEqual(await headOf(gear.id));
  });
});

describe('the gear types a head names', () => {
  it('are read once and kept, not read again by each page', async () => {
    const { sent } = await statementsDuring(async () => {
      const types = gearTypeCache(t.database.db);
      const lists = await Promise.all([types(), types()]);
      const again = await types();
      return [...lists, again];
    });
    // Kept from the first test's heads, or read here once: never again within the minute.
    expect(sent.filter((s) => s.includes('from "gear_types"')).length).toBeLessThanOrEqual(1);
    const { sent: later, result } = await statementsDuring(async () => {
      const types = gearTypeCache(t.database.db);
      return [await types(), await types()];
    });
    expect(later).toEqual([]);
    expect(result[0]!.map((x) => x.slug)).toContain('wing');
  });
});
