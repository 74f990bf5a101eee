// Every staff write to the catalogue is in the audit log with who did it and the entry before
// and after; a refused write leaves no record.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { auditOf } from '#server/test/audit.ts';
import { makeStaff } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let staff: { auth: string; staff: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  staff = await makeStaff(t.database.db);
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: staff.auth } });
const actions = async (id: string) =>
  (await auditOf(t.database.db, id)).map((e) => [e.action, e.target_type, e.actor_id]);

describe('catalogue audit', () => {
  it('records create, edit and delete of a brand, a model and a size', async () => {
    const brand = (
      await send('POST', '/api/catalogue/brands/', { name: `Aud ${randomUUID()}` })
    ).json();
    await send('PUT', `/api/catalogue/brands/${brand.id}/`, { name: `${brand.name} 2` });
    const model = (
      await send('POST', '/api/catalogue/models/', {
        brand: brand.id,
        gear_type: GEAR_TYPE_IDS.wing,
        name: 'Audit One',
      })
    ).json();
    const size = { model: model.id, name: 'S', weight_min: 60, weight_max: 80, source: 'demo' };
    const created = (await send('POST', '/api/catalogue/sizes/', size)).json();
    await send('PUT', `/api/catalogue/sizes/${created.id}/`, { ...size, weight_max: 82 });
    expect((await send('DELETE', `/api/catalogue/sizes/${created.id}/`)).statusCode).toBe(204);

    const me = staff.staff.id;
    expect(await actions(brand.id)).toEqual([
      ['catalogue_brand.create', 'catalogue_brand', me],
      ['catalogue_brand.update', 'catalogue_brand', me],
    ]);
    expect(await actions(model.id)).toEqual([['catalogue_model.create', 'catalogue_model', me]]);
    const sizeLog = await auditOf(t.database.db, created.id);
    expect(sizeLog.map((e) => e.action)).toEqual([
      'catalogue_size.create',
      'catalogue_size.update',
      'catalogue_size.delete',
    ]);
    expect(sizeLog[1]).toMatchObject({
      before: { weight_max: 80 },
      after: { weight_max: 82, source: 'demo' },
    });
    expect(sizeLog[2]).toMatchObject({ before: { name: 'S' }, after: null });
  });

  it('leaves no record of a refused write', async () => {
    const name = `Twice ${randomUUID()}`;
    const brand = (await send('POST', '/api/catalogue/brands/', { name })).json();
    const again = await send('POST', '/api/catalogue/brands/', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.name).toEqual(['The catalogue has this brand already.']);
    const other = (
      await send('POST', '/api/catalogue/brands/', { name: `O ${randomUUID()}` })
    ).json();
    expect((await send('PUT', `/api/catalogue/brands/${other.id}/`, { name })).statusCode).toBe(
      400,
    );
    expect(await actions(other.id)).toEqual([
      ['catalogue_brand.create', 'catalogue_brand', staff.staff.id],
    ]);
    expect(await actions(brand.id)).toHaveLength(1);
  });
});
