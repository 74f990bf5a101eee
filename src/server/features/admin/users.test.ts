import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { CERTIFIERS } from '#server/db/seed/certifiers.ts';
import { login, signedUp } from '#server/test/accounts.ts';
import { auditOf, snapshot } from '#server/test/audit.ts';
import { loginAs, makeGear, makeUser, makeStaff, UNKNOWN_ID } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
let staffAuth: string;
let staffId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { staff, auth } = await makeStaff(t.database.db);
  staffAuth = auth;
  staffId = staff.id;
});
afterAll(async () => t.close());

const search = (query: string) =>
  t.app.inject({ url: `/api/admin/users/${query}`, headers: { authorization: staffAuth } });
const patch = (id: string, payload: object, auth = staffAuth) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${id}/`,
    payload,
    headers: { authorization: auth },
  });

describe('GET /api/admin/users/', () => {
  it('finds users by username, e-mail, first or last name, any case, with staff-only fields', async () => {
    const db = t.database.db;
    const marta = await makeUser(db, { first_name: 'Marta', last_name: 'Quintanilha' });
    const hidden = await makeUser(db, { email: 'zz.quintanilha@example.org', is_suspended: true });
    const res = await search('?q=QUINTANILHA');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string }[];
    expect(body.map((u) => u.id).sort()).toEqual([marta.id, hidden.id].sort());
    expect(res.headers['x-total-count']).toBe('2');
    const found = body.find((u) => u.id === hidden.id);
    expect(found).toEqual({
      id: hidden.id,
      username: hidden.username,
      email: 'zz.quintanilha@example.org',
      first_name: 'Test',
      last_name: 'Pilot',
      country: 'PT',
      phone_number: '+351 912 345 678',
      is_certified_seller: false,
      is_staff: false,
      is_suspended: true,
      email_verified: false,
      contact_visibility: 'messages',
      message_mails: true,
      takeoff_weight: null,
      date_joined: expect.any(String),
      certifier: null,
    });
    expect(JSON.stringify(body)).not.toContain('password');
    expect((await search(`?q=${marta.username.toUpperCase()}`)).json()).toHaveLength(1);
  });

  it('gives each row the certifier its user speaks for, in the one list answer', async () => {
    const db = t.database.db;
    const [linked, plain] = [
      await makeUser(db, { last_name: 'Zwischenberg' }),
      await makeUser(db, { last_name: 'Zwischenberg' }),
    ];
    const certifier = CERTIFIERS[1]!;
    const link = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${linked.id}/certifier/`,
      payload: { certifier: certifier.id },
      headers: { authorization: staffAuth },
    });
    expect(link.statusCode).toBe(200);
    const rows = (await search('?q=zwischenberg')).json() as { id: string; certifier: unknown }[];
    expect(Object.fromEntries(rows.map((u) => [u.id, u.certifier]))).toEqual({
      [linked.id]: { id: certifier.id, name: certifier.name },
      [plain.id]: null,
    });
    // A flag change answers the row whole, its certifier included.
    const changed = await patch(linked.id, { is_certified_seller: true });
    expect(changed.json().certifier).toEqual({ id: certifier.id, name: certifier.name });
  });

  it('treats % and _ as plain characters and pages the list', async () => {
    expect((await search('?q=%25')).json()).toEqual([]);
    const res = await search('?page_size=1&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(1);
    expect(res.headers.link).toContain('rel="first"');
    expect((await search('?page=0')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/{id}/', () => {
  it('grants the Certified Seller badge: the public profile shows it, the audit log has it', async () => {
    const user = await makeUser(t.database.db);
    const res = await patch(user.id, { is_certified_seller: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, is_certified_seller: true, is_staff: false });
    const profile = await t.app.inject({ url: `/api/users/${user.id}/` });
    expect(profile.json().is_certified_seller).toBe(true);
    const [entry] = await auditOf(t.database.db, user.id);
    expect(entry).toMatchObject({
      actor_id: staffId,
      action: 'user.update',
      target_type: 'user',
      before: { is_certified_seller: false, is_staff: false, is_suspended: false },
      after: { is_certified_seller: true, is_staff: false, is_suspended: false },
    });
    // And revoked again.
    expect((await patch(user.id, { is_certified_seller: false })).json().is_certified_seller).toBe(
      false,
    );
    expect(await auditOf(t.database.db, user.id)).toHaveLength(2);
  });

  it('grants and revokes the staff role, which takes effect at the next request', async () => {
    const user = await makeUser(t.database.db);
    const auth = await loginAs(t.database.db, user.id);
    const asUser = () =>
      t.app.inject({ url: '/api/admin/users/', headers: { authorization: auth } });
    expect((await asUser()).statusCode).toBe(403);
    expect((await patch(user.id, { is_staff: true })).json().is_staff).toBe(true);
    expect((await asUser()).statusCode).toBe(200);
    // A new staff member can act too (and revoke another's role).
    expect((await patch(staffId, { is_certified_seller: true }, auth)).statusCode).toBe(200);
    expect((await patch(user.id, { is_staff: false })).json().is_staff).toBe(false);
    expect((await asUser()).statusCode).toBe(403);
  });

  it('refuses staff revoking their own role or suspending themselves, changing nothing', async () => {
    const before = await snapshot(t);
    const revoke = await patch(staffId, { is_staff: false });
    expect(revoke.statusCode).toBe(400);
    expect(revoke.json()).toMatchObject({
      code: 'validation_error',
      errors: { is_staff: ['You cannot revoke your own staff role.'] },
    });
    const suspend = await patch(staffId, { is_suspended: true, is_certified_seller: true });
    expect(suspend.statusCode).toBe(400);
    expect(suspend.json().errors).toEqual({
      is_suspended: ['You cannot suspend your own account.'],
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('suspension ends every session, blocks login and takes the listings out of lists and search', async () => {
    const { body, user, auth } = await signedUp(t.app);
    const gear = await makeGear(t.database.db, user.id, { name: 'Suspendedseller Vario' });
    const listed = async () =>
      (await t.app.inject({ url: '/api/gears/?q=Suspendedseller&page_size=100' })).json() as {
        id: string;
      }[];
    expect((await listed()).map((g) => g.id)).toEqual([gear.id]);

    const res = await patch(user.id, { is_suspended: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_suspended).toBe(true);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(left!.n).toBe(0);
    const me = await t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } });
    expect(me.statusCode).toBe(401);
    const again = await login(t.app, body.username);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('invalid_credentials');
    expect(await listed()).toEqual([]);
    const byName = await t.app.inject({ url: '/api/gears/?name=Suspendedseller' });
    expect(byName.json()).toEqual([]);

    // Lifting the suspension lets the account log in again and brings the listing back.
    expect((await patch(user.id, { is_suspended: false })).statusCode).toBe(200);
    expect((await login(t.app, body.username)).statusCode).toBe(200);
    expect((await listed()).map((g) => g.id)).toEqual([gear.id]);
  });

  it('answers 404 for an unknown user and 400 for an empty or unknown body', async () => {
    expect((await patch(UNKNOWN_ID, { is_staff: true })).statusCode).toBe(404);
    expect((await patch('nope', { is_staff: true })).statusCode).toBe(404);
    const user = await makeUser(t.database.db);
    const empty = await patch(user.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_error');
    expect((await patch(user.id, { is_certified_seller: 'yes' })).statusCode).toBe(400);
    expect((await patch(user.id, { username: 'renamed' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.username).toBe(user.username);
  });
});
