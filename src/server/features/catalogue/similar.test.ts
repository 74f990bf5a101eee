// GET gears/{id}/similar/: same model first, then same class with an overlapping range; only
// listed gear, never the listing itself, and a 404 for a listing the caller may not see.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { makeGear, makeUser, UNKNOWN_ID } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = (await makeUser(t.database.db)).id;
});
afterAll(async () => t.close());

const certification = { A: 'EN-A', B: 'EN-B', C: 'EN-C' } as const;
function wing(
  brand: string,
  model: string,
  [cls, min, max]: [keyof typeof certification, number, number],
  extra: Parameters<typeof makeGear>[2] = {},
) {
  return makeGear(t.database.db, seller, {
    gear_type_id: GEAR_TYPE_IDS.wing,
    name: `${brand} ${model} ${randomUUID().slice(0, 6)}`,
    brand,
    model,
    properties: { certification: certification[cls], weight_min: min, weight_max: max, size: 'M' },
    ...extra,
  });
}
const similar = async (id: string) => {
  const res = await t.app.inject({ url: `/api/gears/${id}/similar/` });
  return {
    status: res.statusCode,
    names: res.statusCode === 200 ? res.json().map((g: { name: string }) => g.name) : [],
  };
};

describe('GET /api/gears/{id}/similar/', () => {
  it('offers the same model first, then the same class with an overlapping range', async () => {
    const brand = `Simbrand${randomUUID().slice(0, 8)}`;
    const other = `Otherbrand${randomUUID().slice(0, 8)}`;
    const source = await wing(brand, 'Alpha', ['C', 70, 80]);
    const classOverlap = await wing(other, 'Beta', ['C', 78, 92]);
    const sameModel = await wing(brand.toUpperCase(), 'alpha', ['B', 100, 120]);
    const noOverlap = await wing(other, 'Gamma', ['C', 81, 95]);
    const otherClass = await wing(other, 'Delta', ['A', 70, 80]);
    const hidden = await wing(brand, 'Alpha', ['C', 70, 80], { is_hidden: true });
    const sold = await wing(brand, 'Alpha', ['C', 70, 80], { status: 'sold' });

    const { status, names } = await similar(source.id);
    expect(status).toBe(200);
    expect(names[0]).toBe(sameModel.name);
    expect(names).toContain(classOverlap.name);
    for (const out of [source, noOverlap, otherClass, hidden, sold])
      expect(names).not.toContain(out.name);
  });

  it('answers 404 for an unknown listing and for one a visitor may not see', async () => {
    expect((await similar(UNKNOWN_ID)).status).toBe(404);
    const hidden = await wing(`Hid${randomUUID().slice(0, 8)}`, 'X', ['B', 80, 90], {
      is_hidden: true,
    });
    expect((await similar(hidden.id)).status).toBe(404);
  });

  it('has nothing to offer for gear without a model or a range of its class', async () => {
    const vario = await makeGear(t.database.db, seller, { brand: '', model: '' });
    expect(await similar(vario.id)).toEqual({ status: 200, names: [] });
  });
});
