import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const report = (gearId: string, payload: object, auth?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/gears/${gearId}/reports/`,
    payload,
    headers: auth ? { authorization: auth } : {},
  });
async function pilot(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.database.db, overrides);
  return { user, auth: await loginAs(t.database.db, user.id) };
}
async function listing() {
  const seller = await pilot();
  return { seller, gear: await makeGear(t.database.db, seller.user.id) };
}
const storedFor = async (gearId: string) =>
  t.database.db.select().from(reports).where(eq(reports.gear_id, gearId));

describe('POST /api/gears/{id}/reports/', () => {
  it('stores the report for the admin queue (201) and refuses a second one by the same user (409)', async () => {
    const { gear } = await listing();
    const reporter = await pilot();
    const res = await report(
      gear.id,
      { reason: 'scam', text: ' Asks for payment by gift card ' },
      reporter.auth,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      gear: gear.id,
      reason: 'scam',
      text: 'Asks for payment by gift card',
      created_at: expect.any(String),
    });
    const [row] = await storedFor(gear.id);
    expect(row).toMatchObject({ user_id: reporter.user.id, status: 'open', staff_note: '' });

    const again = await report(gear.id, { reason: 'offensive' }, reporter.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'You have already reported this listing.',
      code: 'already_reported',
    });
    expect(await storedFor(gear.id)).toHaveLength(1);
  });

  it('takes a report of the same gear from another user, and every reason', async () => {
    const { gear } = await listing();
    for (const reason of ['scam', 'wrong_category', 'unsafe', 'offensive']) {
      const res = await report(gear.id, { reason }, (await pilot()).auth);
      expect(res.statusCode, reason).toBe(201);
      expect(res.json().text).toBe('');
    }
    expect(await storedFor(gear.id)).toHaveLength(4);
  });

  it("needs a text when the reason is 'other', and a known reason", async () => {
    const { gear } = await listing();
    const { auth } = await pilot();
    const noText = await report(gear.id, { reason: 'other', text: '   ' }, auth);
    expect(noText.statusCode).toBe(400);
    expect(noText.json().errors).toEqual({ text: ['Please say what is wrong.'] });
    const unknown = await report(gear.id, { reason: 'ugly' }, auth);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('reason');
    const long = await report(gear.id, { reason: 'other', text: 'x'.repeat(2001) }, auth);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty('text');
    const fine = await report(gear.id, { reason: 'other', text: 'x'.repeat(2000) }, auth);
    expect(fine.statusCode).toBe(201);
  });

  it("answers 401 anonymous, 403 for one's own listing, 404 for unknown, malformed or archived gears", async () => {
    const { seller, gear } = await listing();
    const anonymous = await report(gear.id, { reason: 'scam' });
    expect(anonymous.statusCode).toBe(401);
    const own = await report(gear.id, { reason: 'scam' }, seller.auth);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      detail: 'You cannot report your own listing.',
      code: 'permission_denied',
    });
    const { auth } = await pilot();
    const archived = await makeGear(t.database.db, seller.user.id, { status: 'archived' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', archived.id]) {
      const res = await report(id, { reason: 'scam' }, auth);
      expect(res.statusCode, id).toBe(404);
    }
    expect(await storedFor(gear.id)).toEqual([]);
  });

  it('lets a user report a sold listing, which is still reachable by its link', async () => {
    const seller = await pilot();
    const sold = await makeGear(t.database.db, seller.user.id, { status: 'sold' });
    const res = await report(sold.id, { reason: 'unsafe' }, (await pilot()).auth);
    expect(res.statusCode).toBe(201);
  });
});
