// GET gears/?catalogue_model=<id> (docs/api.md): the listings linked to one of the model's sizes,
// listed publicly; not those of another model whose name contains this one's (the text filters
// find both), nor an unlinked listing that names the model in text. A saved search keeps it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { catalogueBrands, catalogueModels, catalogueSizes, users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function makeModel(brandId: string, name: string, sizes: string[]) {
  const db = t.database.db;
  const [model] = await db
    .insert(catalogueModels)
    .values({ brand_id: brandId, gear_type_id: GEAR_TYPE_IDS.wing, name, name_key: name })
    .returning();
  const rows = await db
    .insert(catalogueSizes)
    .values(
      sizes.map((size, position) => ({
        model_id: model!.id,
        name: size,
        source: 'test',
        position,
      })),
    )
    .returning();
  return { id: model!.id, sizes: rows.map((r) => r.id) };
}

it("lists the model's listings of every size, not a same-named model's or text", async () => {
  const db = t.database.db;
  const brandName = `Buzz${randomUUID().slice(0, 8)}`;
  const [brand] = await db
    .insert(catalogueBrands)
    .values({ name: brandName, name_key: brandName.toLowerCase() })
    .returning();
  const z7 = await makeModel(brand!.id, 'buzz z7', ['S', 'M']);
  const z7Pro = await makeModel(brand!.id, 'buzz z7 pro', ['M']);
  const seller = await makeUser(db);
  const suspended = await makeUser(db);
  const wing = (size: string, over: object = {}) =>
    makeGear(db, seller.id, {
      gear_type_id: GEAR_TYPE_IDS.wing,
      brand: brandName,
      model: 'Buzz Z7',
      catalogue_size_id: size,
      properties: { size: 'M', certification: 'EN-B', weight_min: 80, weight_max: 100 },
      ...over,
    });
  const small = await wing(z7.sizes[0]!);
  const medium = await wing(z7.sizes[1]!);
  await wing(z7Pro.sizes[0]!, { model: 'Buzz Z7 Pro' });
  // Named as the model in text, but linked to no size.
  await makeGear(db, seller.id, { brand: brandName, model: 'Buzz Z7' });
  // Not listed publicly: sold, hidden, a suspended seller's.
  await wing(z7.sizes[0]!, { status: 'sold' });
  await wing(z7.sizes[0]!, { is_hidden: true });
  await makeGear(db, suspended.id, {
    gear_type_id: GEAR_TYPE_IDS.wing,
    catalogue_size_id: z7.sizes[1]!,
  });
  await db.update(users).set({ is_suspended: true }).where(eq(users.id, suspended.id));

  const res = await t.app.inject({ url: `/api/gears/?catalogue_model=${z7.id}` });
  expect(res.statusCode, res.body).toBe(200);
  expect((res.json() as { id: string }[]).map((g) => g.id).sort()).toEqual(
    [small.id, medium.id].sort(),
  );
  expect(res.headers['x-total-count']).toBe('2');
  // The text filters find the other model and the unlinked listing too.
  const text = await t.app.inject({ url: `/api/gears/?brand=${brandName}&model=Buzz%20Z7` });
  expect(Number(text.headers['x-total-count'])).toBe(4);

  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { authorization: await loginAs(db, seller.id) },
    payload: { name: 'Z7', query: `catalogue_model=${z7.id}`, frequency: 'off' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
});

it('refuses a model that is not an id', async () => {
  const res = await t.app.inject({ url: '/api/gears/?catalogue_model=buzz' });
  expect(res.statusCode).toBe(400);
});
