import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { addMonths } from '#shared/passport/status.ts';
import {
  catalogueBrands,
  catalogueCheckRules,
  catalogueModels,
  certifierAccounts,
  itemRecords,
} from '#server/db/schema.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { makePng } from '#server/test/certificates.ts';
import { loginAs, makeStaff, makeUser } from '#server/test/factories.ts';
import { checkBody, daysAgo, itemBody, send } from '#server/test/items.ts';
import { multipart } from '#server/test/uploads.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

async function ownerWithItem(overrides: Record<string, unknown> = {}) {
  const user = await makeUser(db());
  const auth = await loginAs(db(), user.id);
  const item = (
    await send(t, { method: 'POST', url: '/api/items/', auth, body: itemBody(overrides) })
  ).json();
  return { user, auth, item };
}

async function certifierAccount(certifier = CERTIFIERS[1]!) {
  const user = await makeUser(db());
  await db().insert(certifierAccounts).values({ user_id: user.id, certifier_id: certifier.id });
  return { user, auth: await loginAs(db(), user.id) };
}

const addRecord = (itemId: string, auth: string, body: unknown) =>
  send(t, { method: 'POST', url: `/api/items/${itemId}/records/`, auth, body });

describe('POST /api/items/{id}/records/', () => {
  it("records the owner's check, declared by the owner, and the status follows the general rule", async () => {
    const { auth, item } = await ownerWithItem();
    const res = await addRecord(item.id, auth, checkBody({ date: daysAgo(30) }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'check',
      by: { type: 'certifier', certifier: CERTIFIERS[0]!.id, name: CERTIFIERS[0]!.name },
      signed: false,
      declared_by_owner: true,
      can_edit: true,
      porosity: [{ point: 'A top', value: 45, limit: 10 }, expect.anything()],
      verdict: 'airworthy',
    });
    const passport = (await send(t, { url: `/api/items/${item.id}/` })).json();
    expect(passport.status).toMatchObject({
      check: 'valid',
      valid_until: addMonths(daysAgo(30), 24),
      rule_source: 'general',
      rule_is_general: true,
    });
    expect(passport.records[0].can_edit).toBe(false);
  });

  it.each([
    [{ date: '2999-01-01' }, 'date'],
    [{ valid_until: daysAgo(60) }, 'valid_until'],
    [{ flight_hours: -3 }, 'flight_hours'],
    [{ porosity: [{ point: 'A', value: -1, limit: null }] }, 'porosity.0.value'],
    [{ porosity: [{ point: 'A', value: 1e7, limit: null }] }, 'porosity.0.value'],
    [
      { by: { type: 'certifier', certifier: '00000000-0000-4000-8000-000000000000' } },
      'by.certifier',
    ],
  ])('refuses %j with a 400 naming %s and records nothing', async (overrides, field) => {
    const { auth, item } = await ownerWithItem();
    const res = await addRecord(item.id, auth, checkBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await db().select().from(itemRecords).where(eq(itemRecords.item_id, item.id))).toEqual(
      [],
    );
  });

  it('lets a certifier account add and sign a check on any item, naming its own certifier', async () => {
    const { item } = await ownerWithItem();
    const certifier = await certifierAccount();
    const res = await addRecord(
      item.id,
      certifier.auth,
      checkBody({ sign: true, by: { type: 'owner' } }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      by: { type: 'certifier', certifier: CERTIFIERS[1]!.id },
      signed: true,
      declared_by_owner: false,
    });
    // Strangers may neither add records nor sign.
    const stranger = await loginAs(db(), (await makeUser(db())).id);
    expect((await addRecord(item.id, stranger, checkBody())).statusCode).toBe(403);
    const own = await ownerWithItem();
    expect((await addRecord(own.item.id, own.auth, checkBody({ sign: true }))).statusCode).toBe(
      403,
    );
  });

  it('keeps a signed record to its signer and staff', async () => {
    const { auth, item } = await ownerWithItem();
    const certifier = await certifierAccount();
    const record = (await addRecord(item.id, certifier.auth, checkBody({ sign: true }))).json();
    const url = `/api/items/${item.id}/records/${record.id}/`;
    const change = checkBody({ verdict: 'repair_needed' });
    expect((await send(t, { method: 'PUT', url, auth, body: change })).statusCode).toBe(403);
    expect((await send(t, { method: 'DELETE', url, auth })).statusCode).toBe(403);
    const bySigner = await send(t, { method: 'PUT', url, auth: certifier.auth, body: change });
    expect(bySigner.statusCode).toBe(200);
    expect(bySigner.json()).toMatchObject({ verdict: 'repair_needed', signed: true });
    expect((await send(t, { url: `/api/items/${item.id}/` })).json().status.check).toBe('overdue');
    const { auth: staff } = await makeStaff(db());
    expect((await send(t, { method: 'DELETE', url, auth: staff })).statusCode).toBe(204);
  });

  it('stores proof photos of a record through the photo pipeline', async () => {
    const { auth, item } = await ownerWithItem();
    const record = (await addRecord(item.id, auth, checkBody())).json();
    const body = multipart([
      { data: await makePng(), filename: 'proof.png', contentType: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/items/${item.id}/records/${record.id}/pictures/`,
      headers: { ...body.headers, authorization: auth },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().thumbnail).toMatch(/-thumb\.webp$/);
    const passport = (await send(t, { url: `/api/items/${item.id}/` })).json();
    expect(passport.records[0].pictures).toEqual([res.json()]);
  });

  it('gives reserves a repack state from repack records', async () => {
    const { auth, item } = await ownerWithItem({
      gear_type: GEAR_TYPE_IDS.reserve,
      model: 'Angel SQ',
    });
    expect((await send(t, { url: `/api/items/${item.id}/` })).json().status.repack).toBe('none');
    await addRecord(item.id, auth, {
      kind: 'repack',
      date: daysAgo(400),
      by: { type: 'shop', shop_name: 'Loft 7' },
    });
    const status = (await send(t, { url: `/api/items/${item.id}/` })).json().status;
    expect(status).toMatchObject({ check: 'none', repack: 'overdue' });
  });
});

describe('GET /api/catalogue/models/{id}/check-rule/', () => {
  it("answers the model's rule, used by items of that model, else the labelled general rule", async () => {
    const [brand] = await db()
      .insert(catalogueBrands)
      .values({ name: 'U-Turn', name_key: 'u-turn' })
      .returning();
    const [model] = await db()
      .insert(catalogueModels)
      .values({
        brand_id: brand!.id,
        gear_type_id: GEAR_TYPE_IDS.wing,
        name: 'Bodyguard',
        name_key: 'bodyguard',
      })
      .returning();
    const url = `/api/catalogue/models/${model!.id}/check-rule/`;
    expect((await send(t, { url })).json()).toEqual({
      check_months: 24,
      check_hours: 100,
      repack_months: null,
      lifespan_years: null,
      source: 'general',
    });
    const rule = {
      check_months: 24,
      check_hours: 150,
      repack_months: null,
      lifespan_years: null,
      source: 'https://u-turn.de/service',
    };
    await db()
      .insert(catalogueCheckRules)
      .values({ model_id: model!.id, ...rule });
    expect((await send(t, { url })).json()).toEqual(rule);
    const { item } = await ownerWithItem({ brand: 'u-turn ', model: 'BODYGUARD' });
    const status = (await send(t, { url: `/api/items/${item.id}/` })).json().status;
    expect(status).toMatchObject({
      rule_source: 'https://u-turn.de/service',
      rule_is_general: false,
    });
  });
});

describe('PUT /api/admin/users/{id}/certifier/', () => {
  it('lets staff link a user to a certifier (and unlink), which the user then sees', async () => {
    const user = await makeUser(db());
    const auth = await loginAs(db(), user.id);
    const { auth: staff } = await makeStaff(db());
    const url = `/api/admin/users/${user.id}/certifier/`;
    const body = { certifier: CERTIFIERS[2]!.id };
    expect((await send(t, { method: 'PUT', url, auth, body })).statusCode).toBe(403);
    const linked = await send(t, { method: 'PUT', url, auth: staff, body });
    expect(linked.json()).toEqual({
      certifier: { id: CERTIFIERS[2]!.id, name: CERTIFIERS[2]!.name },
    });
    expect((await send(t, { url: '/api/certifier-accounts/me/', auth })).json()).toEqual(
      linked.json(),
    );
    expect((await send(t, { url, auth: staff })).json()).toEqual(linked.json());
    expect((await send(t, { url, auth })).statusCode).toBe(403);
    await send(t, { method: 'PUT', url, auth: staff, body: { certifier: null } });
    expect((await send(t, { url: '/api/certifier-accounts/me/', auth })).json()).toEqual({
      certifier: null,
    });
  });
});

describe('PUT and DELETE /api/catalogue/models/{id}/check-rule/', () => {
  it('lets staff set a model’s rule with its source, and remove it again', async () => {
    const [brand] = await db()
      .insert(catalogueBrands)
      .values({ name: 'Gin', name_key: 'gin-rules' })
      .returning();
    const [model] = await db()
      .insert(catalogueModels)
      .values({
        brand_id: brand!.id,
        gear_type_id: GEAR_TYPE_IDS.wing,
        name: 'Evora',
        name_key: 'evora',
      })
      .returning();
    const url = `/api/catalogue/models/${model!.id}/check-rule/`;
    const rule = {
      check_months: 36,
      check_hours: 200,
      repack_months: null,
      lifespan_years: null,
      source: 'manufacturer',
    };
    const user = await loginAs(db(), (await makeUser(db())).id);
    expect((await send(t, { method: 'PUT', url, auth: user, body: rule })).statusCode).toBe(403);
    const { auth: staff } = await makeStaff(db());
    const bad = await send(t, {
      method: 'PUT',
      url,
      auth: staff,
      body: { ...rule, check_months: -2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('check_months');
    expect((await send(t, { method: 'PUT', url, auth: staff, body: rule })).json()).toEqual(rule);
    expect((await send(t, { url })).json()).toEqual(rule);
    const removed = await send(t, { method: 'DELETE', url, auth: staff });
    expect(removed.json()).toMatchObject({ check_months: 24, source: 'general' });
  });
});
