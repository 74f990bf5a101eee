// PUT and DELETE certificates/{id}/: only the certificate's owner, and a gear's has_certificate
// follows its certificates.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '#server/db/schema.ts';
import { CERTIFIER_B, certificateBody } from '#server/test/certificates.ts';
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

async function ownedCertificate() {
  const owner = await makeUser(db());
  const gear = await makeGear(db(), owner.id);
  const certificate = await makeCertificate(db(), gear.id, owner.id);
  return { owner, gear, certificate, auth: await loginAs(db(), owner.id) };
}

const stranger = async () => loginAs(db(), (await makeUser(db())).id);
const hasCertificate = async (gearId: string) =>
  (await t.app.inject({ url: `/api/gears/${gearId}/` })).json().has_certificate as boolean;

describe('PUT /api/certificates/{id}/', () => {
  const edit = (id: string, auth: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/certificates/${id}/`,
      headers: auth ? { authorization: auth } : {},
      payload,
    });

  it("changes every field for the certificate's owner, keeping gear and user", async () => {
    const { owner, gear, certificate, auth } = await ownedCertificate();
    const other = await makeUser(db());
    const res = await edit(
      certificate.id,
      auth,
      certificateBody({
        issue_date: '2025-09-01',
        expiration_date: '2026-09-01',
        porosity: 3,
        lines_need_trim: true,
        fabric_condition: false,
        certifier: CERTIFIER_B.id,
        gear: UNKNOWN_ID,
        user: other.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: certificate.id,
      gear: gear.id,
      user: owner.id,
      issue_date: '2025-09-01',
      expiration_date: '2026-09-01',
      porosity: 3,
      lines_need_trim: true,
      fabric_condition: false,
      certifier: CERTIFIER_B.id,
      certifier_name: CERTIFIER_B.name,
      created_at: certificate.created_at.toISOString(),
    });
    const list = await t.app.inject({ url: `/api/gears/${gear.id}/certificates/` });
    expect(list.json()[0]).toEqual(res.json());
  });

  it('answers 401 anonymous and 403 another user (staff too), changing nothing', async () => {
    const { certificate } = await ownedCertificate();
    const before = await rowOf(certificate.id);
    const anonymous = await edit(certificate.id, undefined, certificateBody({ porosity: 99 }));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('authentication_required');
    const other = await edit(certificate.id, await stranger(), certificateBody({ porosity: 99 }));
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('permission_denied');
    const staff = await makeUser(db(), { is_staff: true });
    const staffRes = await edit(
      certificate.id,
      await loginAs(db(), staff.id),
      certificateBody({ porosity: 99 }),
    );
    expect(staffRes.statusCode).toBe(403);
    expect(await rowOf(certificate.id)).toEqual(before);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const auth = await stranger();
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const res = await edit(id, auth, certificateBody());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });

  it.each<[Record<string, unknown>, string]>([
    [{ issue_date: '2026-01-02', expiration_date: '2026-01-01' }, 'expiration_date'],
    [{ certifier: UNKNOWN_ID }, 'certifier'],
    [{ porosity: -5 }, 'porosity'],
  ])('refuses %o with a 400 naming %s and keeps the row', async (overrides, field) => {
    const { certificate, auth } = await ownedCertificate();
    const before = await rowOf(certificate.id);
    const res = await edit(certificate.id, auth, certificateBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { [field]: [expect.any(String)] },
    });
    expect(await rowOf(certificate.id)).toEqual(before);
  });
});

describe('DELETE /api/certificates/{id}', () => {
  const remove = (path: string, auth: string | undefined) =>
    t.app.inject({ method: 'DELETE', url: path, headers: auth ? { authorization: auth } : {} });

  it('answers 401 anonymous and 403 another user, deleting nothing', async () => {
    const { gear, certificate } = await ownedCertificate();
    const anonymous = await remove(`/api/certificates/${certificate.id}`, undefined);
    expect(anonymous.statusCode).toBe(401);
    const other = await remove(`/api/certificates/${certificate.id}/`, await stranger());
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('permission_denied');
    expect(await rowOf(certificate.id)).toBeDefined();
    expect(await hasCertificate(gear.id)).toBe(true);
  });

  it('deletes for the owner, with or without the trailing slash; has_certificate goes with the last', async () => {
    const { owner, gear, certificate, auth } = await ownedCertificate();
    const second = await makeCertificate(db(), gear.id, owner.id);
    expect(await hasCertificate(gear.id)).toBe(true);

    const first = await remove(`/api/certificates/${certificate.id}`, auth);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await rowOf(certificate.id)).toBeUndefined();
    expect(await hasCertificate(gear.id)).toBe(true);

    const last = await remove(`/api/certificates/${second.id}/`, auth);
    expect(last.statusCode).toBe(204);
    expect(await hasCertificate(gear.id)).toBe(false);
    const list = await t.app.inject({ url: `/api/gears/${gear.id}/certificates/` });
    expect(list.json()).toEqual([]);
    const filtered = await t.app.inject({
      url: `/api/gears/?user=${owner.id}&has_certificate=true`,
    });
    expect(filtered.json()).toEqual([]);
  });

  it('answers 404 for unknown, malformed and already deleted certificates', async () => {
    const { certificate, auth } = await ownedCertificate();
    expect((await remove(`/api/certificates/${certificate.id}/`, auth)).statusCode).toBe(204);
    for (const id of [certificate.id, UNKNOWN_ID, 'not-a-uuid']) {
      const res = await remove(`/api/certificates/${id}/`, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});
