import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiers } from '#server/db/schema.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { seedReferenceData } from '#server/db/seed/seed.ts';
import { auditOf, snapshot } from '#server/test/audit.ts';
import {
  makeGear,
  makeUser,
  makeStaff,
  UNKNOWN_ID,
  makeCertificate,
} from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let auth: string;
let staffId: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await makeStaff(t.database.db);
  auth = made.auth;
  staffId = made.staff.id;
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: auth } });

const full = {
  name: '  Nordic Glider Service ',
  website: 'https://nordic.example',
  phone_number: '+47 22 00 00 00',
  contact_email: 'check@nordic.example',
  address: 'Fjordgata 1\n7010 Trondheim',
};

describe('POST /api/certifiers/', () => {
  it('adds a certifier anyone then sees, and records who added it', async () => {
    const res = await send('POST', '/api/certifiers/', full);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(String), ...full, name: 'Nordic Glider Service' });
    const list = (await t.app.inject({ url: '/api/certifiers/' })).json() as { id: string }[];
    expect(list.map((c) => c.id)).toContain(created.id);
    const [entry] = await auditOf(t.database.db, created.id);
    expect(entry).toMatchObject({
      actor_id: staffId,
      action: 'certifier.create',
      target_type: 'certifier',
      before: null,
      after: created,
    });
  });

  it('needs only a name; the contact fields default to empty', async () => {
    const res = await send('POST', '/api/certifiers/', { name: 'Tiny Loft' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      website: '',
      phone_number: '',
      contact_email: '',
      address: '',
    });
  });

  it('names each invalid field and stores nothing', async () => {
    const before = await snapshot(t);
    const res = await send('POST', '/api/certifiers/', {
      name: '   ',
      contact_email: 'not-an-email',
      phone_number: 'call me',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'contact_email',
      'name',
      'phone_number',
    ]);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('PUT /api/certifiers/{id}/', () => {
  it('edits a certifier and records before and after', async () => {
    const [row] = await t.database.db.insert(certifiers).values({ name: 'Old Name' }).returning();
    const res = await send('PUT', `/api/certifiers/${row!.id}/`, { ...full, name: 'New Name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: row!.id, ...full, name: 'New Name' });
    const detail = await t.app.inject({ url: `/api/certifiers/${row!.id}/` });
    expect(detail.json().name).toBe('New Name');
    const [entry] = await auditOf(t.database.db, row!.id);
    expect(entry!.action).toBe('certifier.update');
    expect(entry!.before).toMatchObject({ name: 'Old Name', website: '' });
    expect(entry!.after).toMatchObject({ name: 'New Name', website: full.website });
  });

  it('answers 404 for an unknown certifier', async () => {
    expect((await send('PUT', `/api/certifiers/${UNKNOWN_ID}/`, full)).statusCode).toBe(404);
  });
});

describe('DELETE /api/certifiers/{id}/', () => {
  it('deletes an unused certifier and records what it was', async () => {
    const [row] = await t.database.db.insert(certifiers).values({ name: 'Gone Soon' }).returning();
    const res = await send('DELETE', `/api/certifiers/${row!.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/certifiers/${row!.id}/` })).statusCode).toBe(404);
    const [entry] = await auditOf(t.database.db, row!.id);
    expect(entry).toMatchObject({ action: 'certifier.delete', after: null });
    expect(entry!.before).toMatchObject({ name: 'Gone Soon' });
    expect((await send('DELETE', `/api/certifiers/${row!.id}/`)).statusCode).toBe(404);
  });

  it('a deleted seeded certifier is not seeded again at the next start', async () => {
    const seeded = CERTIFIERS.at(-1)!;
    expect((await send('DELETE', `/api/certifiers/${seeded.id}/`)).statusCode).toBe(204);
    await seedReferenceData(t.database.db);
    expect((await t.app.inject({ url: `/api/certifiers/${seeded.id}/` })).statusCode).toBe(404);
  });

  it('refuses with 409 while certificates name the certifier, and changes nothing', async () => {
    const owner = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, owner.id);
    const certificate = await makeCertificate(t.database.db, gear.id, owner.id);
    const before = await snapshot(t);
    const res = await send('DELETE', `/api/certifiers/${certificate.certifier_id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      detail: 'This certifier is named on 1 certificate and cannot be deleted.',
    });
    expect(await snapshot(t)).toBe(before);
    const still = await t.database.db
      .select()
      .from(certifiers)
      .where(eq(certifiers.id, certificate.certifier_id));
    expect(still).toHaveLength(1);
  });
});
