// /models/{id}: a public page titled by the model's brand and name; an unknown model is a 404.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { catalogueBrands, catalogueModels } from '#server/db/schema.ts';
import { UNKNOWN_ID } from '#server/test/factories.ts';
import { createSeoTestApp, head } from '#server/test/seo.ts';

let t: Awaited<ReturnType<typeof createSeoTestApp>>;
beforeAll(async () => {
  t = await createSeoTestApp();
});
afterAll(async () => t.close());

it('is titled by brand and model, with a description; unknown and malformed ids are 404', async () => {
  const db = t.database.db;
  const [brand] = await db
    .insert(catalogueBrands)
    .values({ name: 'Advance', name_key: 'advance-page' })
    .returning();
  const [model] = await db
    .insert(catalogueModels)
    .values({
      brand_id: brand!.id,
      gear_type_id: GEAR_TYPE_IDS.wing,
      name: 'Iota 2',
      name_key: 'iota 2',
    })
    .returning();
  const res = await t.app.inject({ url: `/models/${model!.id}` });
  expect(res.statusCode).toBe(200);
  expect(head(res.body).titles).toEqual(['Advance Iota 2 · Air Gear']);
  expect(head(res.body).meta('description')[0]).toContain('Advance Iota 2');
  expect((await t.app.inject({ url: `/models/${UNKNOWN_ID}` })).statusCode).toBe(404);
  expect((await t.app.inject({ url: '/models/not-an-id' })).statusCode).toBe(404);
});
