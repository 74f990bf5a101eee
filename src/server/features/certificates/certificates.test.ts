import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '#server/db/schema.ts';
import { CERTIFIER_A, CERTIFIER_B, certificateBody } from '#server/test/certificates.ts';
import {
  loginAs,
  makeGear,
  makeUser,
  UNKNOWN_ID,
  makeCertificate,
} from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const rowOf = async (id: string) =>
  (await db().select().from(certificates).where(eq(certificates.id, id)))[0];

async function ownerWithGear(overrides: Parameters<typeof makeGear>[2] = {}) {
  const owner = await makeUser(db());
  const gear = await makeGear(db(), owner.id, overrides);
  return { owner, gear, auth: await loginAs(db(), owner.id) };
}

const stranger = async () => loginAs(db(), (await makeUser(db())).id);

describe('GET /api/gears/{id}/certificates/', () => {
  it("lists a gear's certificates with the certifier's name, most recent check first", async () => {
    const { owner, gear } = await ownerWithGear();
    const older = await makeCertificate(db(), gear.id, owner.id);
    const [newer] = await db()
      .insert(certificates)
      .values({
        gear_id: gear.id,
        user_id: owner.id,
        certifier_id: CERTIFIER_B.id,
        issue_date: '2025-06-01',
        expiration_date: '2026-06-01',
        porosity: 12.5,
        lines_need_trim: false,
        fabric_condition: false,
      })
      .returning();
    const res = await t.app.inject({ url: `/api/gears/${gear.id}/certificates/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: newer!.id,
        gear: gear.id,
        user: owner.id,
        issue_date: '2025-06-01',
        expiration_date: '2026-06-01',
        porosity: 12.5,
        lines_need_trim: false,
        fabric_condition: false,
        certifier: CERTIFIER_B.id,
        certifier_name: CERTIFIER_B.name,
        created_at: newer!.created_at.toISOString(),
      },
      expect.objectContaining({ id: older.id, certifier_name: CERTIFIER_A.name, porosity: 30 }),
    ]);
  });

  it('answers an empty list for a gear without certificates', async () => {
    const { gear } = await ownerWithGear();
    const res = await t.app.inject({ url: `/api/gears/${gear.id}/certificates` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for unknown and malformed gear ids', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await t.app.inject({ url: `/api/gears/${id}/certificates/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });

  it.each([
    ['archived', { status: 'archived' as const }],
    ['hidden', { is_hidden: true }],
  ])('shows the certificates of an %s gear only to its owner and staff', async (_, overrides) => {
    const { owner, gear, auth } = await ownerWithGear(overrides);
    await makeCertificate(db(), gear.id, owner.id);
    const url = `/api/gears/${gear.id}/certificates/`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url, headers: { authorization: await stranger() } })).statusCode,
    ).toBe(404);
    const own = await t.app.inject({ url, headers: { authorization: auth } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(1);
    const staff = await makeUser(db(), { is_staff: true });
    const staffRes = await t.app.inject({
      url,
      headers: { authorization: await loginAs(db(), staff.id) },
    });
    expect(staffRes.statusCode).toBe(200);
  });
});

describe('POST /api/gears/{id}/certificates/', () => {
  it('attaches a certificate for the gear owner, taking gear and user from the path and login', async () => {
    const { owner, gear, auth } = await ownerWithGear();
    const other = await makeUser(db());
    const otherGear = await makeGear(db(), other.id);
    const before = await t.app.inject({ url: `/api/gears/${gear.id}/` });
    expect(before.json().has_certificate).toBe(false);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      headers: { authorization: auth },
      payload: certificateBody({ gear: otherGear.id, user: other.id }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      gear: gear.id,
      user: owner.id,
      issue_date: '2025-03-01',
      expiration_date: '2027-03-01',
      porosity: 42,
      lines_need_trim: false,
      fabric_condition: true,
      certifier: CERTIFIER_A.id,
      certifier_name: CERTIFIER_A.name,
      created_at: expect.any(String),
    });
    expect(await rowOf(body.id)).toMatchObject({ gear_id: gear.id, user_id: owner.id });
    const after = await t.app.inject({ url: `/api/gears/${gear.id}/` });
    expect(after.json().has_certificate).toBe(true);
    const list = await t.app.inject({ url: `/api/gears/${gear.id}/certificates/` });
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([body.id]);
  });

  it('accepts the same day for issue and expiry, and porosity sent as form text', async () => {
    const { gear, auth } = await ownerWithGear();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates`,
      headers: { authorization: auth },
      payload: certificateBody({
        issue_date: '2025-05-05',
        expiration_date: '2025-05-05',
        porosity: '7.5',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ expiration_date: '2025-05-05', porosity: 7.5 });
  });

  it('answers 401 to anonymous callers (even with a bad body) and stores nothing', async () => {
    const { gear } = await ownerWithGear();
    for (const payload of [certificateBody(), { porosity: -1 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/gears/${gear.id}/certificates/`,
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('authentication_required');
    }
    expect(await db().select().from(certificates).where(eq(certificates.gear_id, gear.id))).toEqual(
      [],
    );
  });

  it('answers 403 to another user and stores nothing', async () => {
    const { gear } = await ownerWithGear();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      headers: { authorization: await stranger() },
      payload: certificateBody(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permission_denied');
    expect(await db().select().from(certificates).where(eq(certificates.gear_id, gear.id))).toEqual(
      [],
    );
    expect((await t.app.inject({ url: `/api/gears/${gear.id}/` })).json().has_certificate).toBe(
      false,
    );
  });

  it('answers 404 for unknown, malformed and (to strangers) archived gears', async () => {
    const auth = await stranger();
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/gears/${id}/certificates/`,
        headers: { authorization: auth },
        payload: certificateBody(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const { gear } = await ownerWithGear({ status: 'archived' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      headers: { authorization: auth },
      payload: certificateBody(),
    });
    expect(res.statusCode).toBe(404);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing issue date', { issue_date: undefined }, 'issue_date'],
    ['a malformed issue date', { issue_date: '01/03/2025' }, 'issue_date'],
    ['an impossible expiry date', { expiration_date: '2025-02-30' }, 'expiration_date'],
    [
      'an expiry before the issue',
      { issue_date: '2025-03-02', expiration_date: '2025-03-01' },
      'expiration_date',
    ],
    ['a missing porosity', { porosity: undefined }, 'porosity'],
    ['a negative porosity', { porosity: -1 }, 'porosity'],
    ['a porosity that is no number', { porosity: 'abc' }, 'porosity'],
    ['an empty porosity', { porosity: '' }, 'porosity'],
    ['a null porosity', { porosity: null }, 'porosity'],
    ['lines_need_trim as text', { lines_need_trim: 'yes' }, 'lines_need_trim'],
    ['a missing fabric_condition', { fabric_condition: undefined }, 'fabric_condition'],
    ['a malformed certifier', { certifier: 'skyline' }, 'certifier'],
    ['an unknown certifier', { certifier: UNKNOWN_ID }, 'certifier'],
  ])('refuses %s with a 400 naming the field', async (_, overrides, field) => {
    const { gear, auth } = await ownerWithGear();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      headers: { authorization: auth },
      payload: certificateBody(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await db().select().from(certificates).where(eq(certificates.gear_id, gear.id))).toEqual(
      [],
    );
  });

  it('says which rule an expiry before the issue breaks', async () => {
    const { gear, auth } = await ownerWithGear();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      headers: { authorization: auth },
      payload: certificateBody({ issue_date: '2025-03-02', expiration_date: '2024-03-01' }),
    });
    expect(res.json().errors).toEqual({
      expiration_date: ['The expiry date cannot be before the issue date.'],
    });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const { gear, auth } = await ownerWithGear();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gears/${gear.id}/certificates/`,
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"issue_date": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });
});
