// A certificate is a check record of the gear's item: after each certificate write the item's
// stored status (migration 0032) and airworthy date are computed again, not left cleared.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gears, items } from '#server/db/schema.ts';
import { certificateBody } from '#server/test/certificates.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const db = () => t.database.db;

async function storedStatus(gearId: string) {
  const [row] = await db()
    .select({ check: items.status_check, until: items.airworthy_until })
    .from(gears)
    .innerJoin(items, eq(items.id, gears.item_id))
    .where(eq(gears.id, gearId));
  return row!;
}
const card = async (gearId: string) =>
  (await t.app.inject({ url: `/api/gears/${gearId}/` })).json().airworthiness;

describe('certificate writes and the item status', () => {
  it('stores the status again after adding, editing and deleting a certificate', async () => {
    const owner = await makeUser(db());
    const gear = await makeGear(db(), owner.id);
    const auth = await loginAs(db(), owner.id);
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: auth }, ...(payload && { payload }) });

    const body = { issue_date: '2026-06-01', expiration_date: '2027-03-01' };
    const added = await write('POST', `/api/gears/${gear.id}/certificates/`, certificateBody(body));
    expect(added.statusCode, added.body).toBe(201);
    expect((await storedStatus(gear.id)).check).not.toBeNull();
    expect(await card(gear.id)).toMatchObject({ valid_until: '2027-03-01' });

    const id = added.json().id as string;
    const later = { ...body, expiration_date: '2027-02-01' };
    const edited = await write('PUT', `/api/certificates/${id}/`, certificateBody(later));
    expect(edited.statusCode).toBe(200);
    expect((await storedStatus(gear.id)).check).not.toBeNull();
    expect(await card(gear.id)).toMatchObject({ valid_until: '2027-02-01' });

    expect((await write('DELETE', `/api/certificates/${id}/`)).statusCode).toBe(204);
    const after = await storedStatus(gear.id);
    expect(after.check).not.toBeNull();
    expect(after.until).toBeNull();
    expect(await card(gear.id)).toMatchObject({ check: 'none' });
  });
});
