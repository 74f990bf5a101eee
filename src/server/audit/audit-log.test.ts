import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/admin/audit/', () => {
  it('lists staff actions newest first with who, what, when, before and after', async () => {
    const { staff, auth } = await makeStaff(t.database.db);
    const user = await makeUser(t.database.db);
    const headers = { authorization: auth };
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/`,
      payload: { is_certified_seller: true },
      headers,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/certifiers/',
      payload: { name: 'Audit Loft' },
      headers,
    });
    const res = await t.app.inject({ url: '/api/admin/audit/', headers });
    expect(res.statusCode).toBe(200);
    const [newest, older] = res.json() as Record<string, unknown>[];
    expect(newest).toEqual({
      id: expect.any(String),
      actor: { id: staff.id, username: staff.username },
      action: 'certifier.create',
      target_type: 'certifier',
      target_id: created.json().id,
      before: null,
      after: created.json(),
      created_at: expect.any(String),
    });
    expect(older).toMatchObject({
      action: 'user.update',
      target_id: user.id,
      before: { is_certified_seller: false },
      after: { is_certified_seller: true },
    });
    expect(res.headers['x-total-count']).toBe('2');

    const filtered = await t.app.inject({
      url: `/api/admin/audit/?target_type=user&target_id=${user.id}`,
      headers,
    });
    expect((filtered.json() as { action: string }[]).map((e) => e.action)).toEqual(['user.update']);
    const paged = await t.app.inject({ url: '/api/admin/audit/?page_size=1&page=2', headers });
    expect((paged.json() as { action: string }[]).map((e) => e.action)).toEqual(['user.update']);
  });
});
