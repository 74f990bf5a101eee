import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { gearWriteClient, wingBody, wingProperties } from '#server/test/gears.ts';

let t: TestContext;
let api: ReturnType<typeof gearWriteClient>;
beforeAll(async () => {
  t = await createTestApp();
  api = gearWriteClient(t);
});
afterAll(async () => t.close());

describe('gear write validation', () => {
  const long = (n: number) => 'a'.repeat(n);
  const without = (field: string) =>
    Object.fromEntries(Object.entries(wingBody()).filter(([key]) => key !== field));
  const withProperties = (properties: Record<string, unknown>) => wingBody({ properties });
  const { size: _size, ...noSize } = wingProperties;

  const cases: [string, Record<string, unknown>, string][] = [
    ['empty name', wingBody({ name: '' }), 'name'],
    ['blank name', wingBody({ name: '   ' }), 'name'],
    ['name over 120', wingBody({ name: long(121) }), 'name'],
    ['missing name', without('name'), 'name'],
    ['empty brand', wingBody({ brand: '' }), 'brand'],
    ['brand over 120', wingBody({ brand: long(121) }), 'brand'],
    ['missing brand', without('brand'), 'brand'],
    ['empty model', wingBody({ model: '' }), 'model'],
    ['missing model', without('model'), 'model'],
    ['empty price', wingBody({ price: '' }), 'price'],
    ['price as a string', wingBody({ price: '450' }), 'price'],
    ['missing price', without('price'), 'price'],
    ['negative price', wingBody({ price: -1 }), 'price'],
    ['price over 1e12', wingBody({ price: 1e12 + 1 }), 'price'],
    ['price with 3 decimals', wingBody({ price: 1.234 }), 'price'],
    ['unknown currency', wingBody({ currency: 'JPY' }), 'currency'],
    ['empty currency', wingBody({ currency: '' }), 'currency'],
    ['missing currency', without('currency'), 'currency'],
    ['empty gear_type', wingBody({ gear_type: '' }), 'gear_type'],
    ['malformed gear_type', wingBody({ gear_type: 'wing' }), 'gear_type'],
    [
      'unknown gear_type',
      wingBody({ gear_type: '00000000-0000-4000-8000-000000000000' }),
      'gear_type',
    ],
    ['missing gear_type', without('gear_type'), 'gear_type'],
    ['description over 5000', wingBody({ description: long(5001) }), 'description'],
    ['empty country', wingBody({ country: '' }), 'country'],
    ['malformed country', wingBody({ country: 'Portugal' }), 'country'],
    ['unknown status', wingBody({ status: 'deleted' }), 'status'],
    ['properties not an object', wingBody({ properties: 'size=M' }), 'properties'],
    ['wing without required size', withProperties(noSize), 'properties.size'],
    ['wing with empty size', withProperties({ ...wingProperties, size: '' }), 'properties.size'],
    [
      'certification not in options',
      withProperties({ ...wingProperties, certification: 'EN-Z' }),
      'properties.certification',
    ],
    [
      'a string for a number',
      withProperties({ ...wingProperties, weight_min: '75' }),
      'properties.weight_min',
    ],
    [
      'an unknown property',
      withProperties({ ...wingProperties, colour: 'red' }),
      'properties.colour',
    ],
    [
      'an object as a value',
      withProperties({ ...wingProperties, year: { y: 2020 } }),
      'properties.year',
    ],
    [
      'required text property empty',
      wingBody({ gear_type: GEAR_TYPE_IDS.paramotor, properties: { engine: '  ' } }),
      'properties.engine',
    ],
    [
      'text property over 200',
      wingBody({ gear_type: GEAR_TYPE_IDS.paramotor, properties: { engine: long(201) } }),
      'properties.engine',
    ],
    [
      'impossible date',
      wingBody({
        gear_type: GEAR_TYPE_IDS.reserve,
        properties: { reserve_type: 'round', max_load: 120, last_repack: '2024-02-30' },
      }),
      'properties.last_repack',
    ],
  ];

  it.each(cases)('refuses %s naming the field, and creates nothing', async (_name, body, field) => {
    const { auth } = await api.seller();
    const before = await api.gearCount();
    const res = await api.post(auth, body);
    expect(res.statusCode).toBe(400);
    const error = res.json();
    expect(error).toMatchObject({ code: 'validation_error', detail: expect.any(String) });
    expect(error.errors[field]).toEqual([expect.any(String)]);
    expect(await api.gearCount()).toBe(before);
  });

  it('names every broken property at once', async () => {
    const { auth } = await api.seller();
    const res = await api.post(
      auth,
      withProperties({ certification: 'EN-Z', weight_min: '75', colour: 'red' }),
    );
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['certification', 'colour', 'size', 'weight_max', 'weight_min', 'year'].map(
        (n) => `properties.${n}`,
      ),
    );
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const { auth } = await api.seller();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gears/',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });
});
