// Every staff-only call × anonymous (401), a logged-in user (403) and staff (2xx): the rejected
// calls leave every table exactly as it was, whatever their body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { snapshot } from '#server/test/audit.ts';
import {
  loginAs,
  makeGear,
  makeUser,
  makeMessage,
  makeReport,
  makeStaff,
} from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { certifiers } from '#server/db/schema.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** Fresh rows for each call, so a successful staff call never depends on another test. */
async function fixture() {
  const db = t.database.db;
  const seller = await makeUser(db);
  const reporter = await makeUser(db);
  const gear = await makeGear(db, seller.id);
  const report = await makeReport(db, { gearId: gear.id, userId: reporter.id });
  const message = await makeMessage(db);
  const [certifier] = await db.insert(certifiers).values({ name: 'Matrix Workshop' }).returning();
  return { seller, report, message, certifier: certifier! };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

const certifierBody = { name: 'Edge Wing Check', website: 'https://edge.example' };
const typeBody = (slug: string) => ({
  name: 'Speed Wing',
  slug,
  description: 'Small fast wings.',
  extra_properties: [{ name: 'size', type: 'number', required: true, unit: 'm²' }],
});

const calls: Record<string, (f: Fixture) => Call> = {
  'GET admin/users/': () => ({ method: 'GET', url: '/api/admin/users/?q=a' }),
  'PATCH admin/users/{id}/': (f) => ({
    method: 'PATCH',
    url: `/api/admin/users/${f.seller.id}/`,
    payload: { is_certified_seller: true },
  }),
  'GET admin/reports/': () => ({ method: 'GET', url: '/api/admin/reports/' }),
  'PATCH admin/reports/{id}/': (f) => ({
    method: 'PATCH',
    url: `/api/admin/reports/${f.report.id}/`,
    payload: { action: 'hide', note: 'Scam pattern.' },
  }),
  'GET admin/messages/': () => ({ method: 'GET', url: '/api/admin/messages/' }),
  'PATCH admin/messages/{id}/': (f) => ({
    method: 'PATCH',
    url: `/api/admin/messages/${f.message.id}/`,
    payload: { is_read: true },
  }),
  'GET admin/audit/': () => ({ method: 'GET', url: '/api/admin/audit/' }),
  'POST certifiers/': () => ({ method: 'POST', url: '/api/certifiers/', payload: certifierBody }),
  'PUT certifiers/{id}/': (f) => ({
    method: 'PUT',
    url: `/api/certifiers/${f.certifier.id}/`,
    payload: certifierBody,
  }),
  'DELETE certifiers/{id}/': (f) => ({
    method: 'DELETE',
    url: `/api/certifiers/${f.certifier.id}/`,
  }),
  'POST gear-types/': (f) => ({
    method: 'POST',
    url: '/api/gear-types/',
    payload: typeBody(`speed-${f.report.id.slice(0, 8)}`),
  }),
  'PUT gear-types/{id}/': () => ({
    method: 'PUT',
    url: `/api/gear-types/${GEAR_TYPE_IDS.accessories}/`,
    payload: { name: 'Accessories', description: '', extra_properties: [] },
  }),
};

const send = (call: Call, auth?: string, payload = call.payload) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    payload,
    headers: auth ? { authorization: auth } : {},
  });

describe('admin authorization matrix', () => {
  for (const [name, build] of Object.entries(calls)) {
    it(`${name}: anonymous 401, user 403 (even with a bad body), staff succeeds`, async () => {
      const f = await fixture();
      const call = build(f);
      const user = await makeUser(t.database.db);
      const userAuth = await loginAs(t.database.db, user.id);
      const before = await snapshot(t);

      const anonymous = await send(call);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        detail: expect.any(String),
        code: 'authentication_required',
      });
      const other = await send(call, userAuth);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('permission_denied');
      if (call.payload) {
        // The role is checked before the body: no validation detail leaks to a non-staff caller.
        const bad = await send(call, userAuth, { nonsense: true });
        expect(bad.statusCode).toBe(403);
      }
      expect(await snapshot(t)).toBe(before);

      const { auth } = await makeStaff(t.database.db);
      const staff = await send(call, auth);
      expect(staff.statusCode, staff.body).toBeGreaterThanOrEqual(200);
      expect(staff.statusCode).toBeLessThan(300);
    });
  }

  it('a suspended staff account is anonymous: its token no longer works', async () => {
    const { staff, auth } = await makeStaff(t.database.db);
    const ok = await send({ method: 'GET', url: '/api/admin/users/' }, auth);
    expect(ok.statusCode).toBe(200);
    const { auth: other } = await makeStaff(t.database.db);
    const suspend = await send(
      { method: 'PATCH', url: `/api/admin/users/${staff.id}/`, payload: { is_suspended: true } },
      other,
    );
    expect(suspend.statusCode).toBe(200);
    expect((await send({ method: 'GET', url: '/api/admin/users/' }, auth)).statusCode).toBe(401);
  });
});
