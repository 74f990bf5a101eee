import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { loginAs, makeGear, makeStaff, makeUser, UNKNOWN_ID } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let staff: string;
let pilot: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await makeStaff(t.database.db)).auth;
  pilot = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = staff) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });
const get = (url: string) => t.app.inject({ url });

const size = (model: string, overrides: object = {}) => ({
  model,
  name: 'ML',
  en_class: 'B',
  weight_min: 85,
  weight_max: 105,
  flat_area: 24.5,
  glider_weight: 4.9,
  source: 'demo',
  ...overrides,
});

async function brandWithModel(name: string) {
  const brand = (await send('POST', '/api/catalogue/brands/', { name })).json();
  const model = (
    await send('POST', '/api/catalogue/models/', {
      brand: brand.id,
      gear_type: GEAR_TYPE_IDS.wing,
      name: 'Rush 6',
      year: 2021,
    })
  ).json();
  return { brand, model };
}

describe('catalogue writes and reads', () => {
  it('builds brand → model → sizes and reads them back', async () => {
    const { brand, model } = await brandWithModel('Ozöne Test');
    expect(model).toMatchObject({
      brand: brand.id,
      brand_name: 'Ozöne Test',
      year: 2021,
      sizes: [],
    });
    const res = await send('POST', '/api/catalogue/sizes/', size(model.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'ML', en_class: 'B', weight_min: 85, max_load: null });
    const one = await get(`/api/catalogue/sizes/${res.json().id}/`);
    expect(one.json()).toMatchObject({ id: res.json().id, model: model.id, source: 'demo' });
    const detail = (await get(`/api/catalogue/models/${model.id}/`)).json();
    expect(detail.sizes).toHaveLength(1);
    // Prefix, case- and accent-insensitive.
    const brands = (await get('/api/catalogue/brands/?q=OZONE%20t')).json();
    expect(brands).toEqual([{ id: brand.id, name: 'Ozöne Test' }]);
    const models = (await get(`/api/catalogue/models/?brand=${brand.id}&q=rush`)).json();
    expect(models.map((m: { id: string }) => m.id)).toEqual([model.id]);
  });

  it('refuses a second brand that differs only by case and spaces', async () => {
    await send('POST', '/api/catalogue/brands/', { name: 'Gin Test' });
    const res = await send('POST', '/api/catalogue/brands/', { name: '  GIN   test ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { name: expect.any(Array) },
    });
  });

  it('checks sizes: source, range order, unknown model', async () => {
    const { model } = await brandWithModel('Nova Test');
    const bad = await send('POST', '/api/catalogue/sizes/', size(model.id, { source: 'my uncle' }));
    expect(bad.json().errors).toHaveProperty('source');
    const inverted = await send(
      'POST',
      '/api/catalogue/sizes/',
      size(model.id, { weight_min: 110, weight_max: 90 }),
    );
    expect(inverted.json().errors).toHaveProperty('weight_max');
    const orphan = await send('POST', '/api/catalogue/sizes/', size(UNKNOWN_ID));
    expect(orphan.json().errors).toHaveProperty('model');
  });

  it('is staff-only to write, and deletes a brand with its models', async () => {
    expect((await send('POST', '/api/catalogue/brands/', { name: 'X' }, pilot)).statusCode).toBe(
      403,
    );
    const { brand, model } = await brandWithModel('Skywalk Test');
    expect((await send('DELETE', `/api/catalogue/brands/${brand.id}/`)).statusCode).toBe(204);
    expect((await get(`/api/catalogue/models/${model.id}/`)).statusCode).toBe(404);
  });

  it('lists the listings staff have not catalogued yet', async () => {
    const owner = await makeUser(t.database.db);
    await makeGear(t.database.db, owner.id, { brand: 'Unknownco', model: 'Zeta' });
    const res = await t.app.inject({
      url: '/api/catalogue/unknown-models/',
      headers: { authorization: staff },
    });
    expect(res.json()).toContainEqual(
      expect.objectContaining({ brand: 'Unknownco', model: 'Zeta', listings: 1 }),
    );
  });
});
