import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certifiers } from '#server/db/schema.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/certifiers/', () => {
  it('lists every certifier with its public fields, by name whatever the case', async () => {
    const [lower] = await t.database.db
      .insert(certifiers)
      .values({ name: 'aardvark Glider Checks', website: 'https://aardvark.example' })
      .returning();
    const res = await t.app.inject({ url: '/api/certifiers/' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string; name: string }[];
    expect(body.map((c) => c.name)).toEqual(
      [...CERTIFIERS.map((c) => c.name), lower!.name].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    expect(body[0]!.id).toBe(lower!.id);
    const seeded = CERTIFIERS[0]!;
    expect(body.find((c) => c.id === seeded.id)).toEqual(seeded);
    expect(Object.keys(body[0]!).sort()).toEqual(
      ['address', 'contact_email', 'id', 'name', 'phone_number', 'website'].sort(),
    );
  });

  it('answers without the trailing slash too', async () => {
    const res = await t.app.inject({ url: '/api/certifiers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(CERTIFIERS.length);
  });
});

describe('GET /api/certifiers/{id}/', () => {
  it('answers one certifier with its contact details', async () => {
    const seeded = CERTIFIERS[2]!;
    const res = await t.app.inject({ url: `/api/certifiers/${seeded.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seeded);
  });

  it('answers 404 with the error body for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await t.app.inject({ url: `/api/certifiers/${id}/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
  });
});
