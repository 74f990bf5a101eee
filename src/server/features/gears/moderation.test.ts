// Staff editing or deleting someone else's listing through the normal routes is audited; an
// owner's own edits are not (they are not moderation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '#server/test/audit.ts';
import { loginAs, makeGear, makeUser, makeStaff } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const edit = (id: string, authorization: string, name: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/gears/${id}/`,
    headers: { authorization },
    payload: wingBody({ name }),
  });

describe('moderation through the gear routes', () => {
  it('records a staff edit with the listing before and after', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id, { name: 'Before' });
    const { staff, auth } = await makeStaff(t.database.db);
    const res = await edit(gear.id, auth, 'After');
    expect(res.statusCode).toBe(200);
    const [row, ...more] = await auditOf(t.database.db, gear.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actor_id: staff.id,
      action: 'gear.update',
      target_type: 'gear',
      before: { name: 'Before', user: seller.id },
      after: { name: 'After', user: seller.id },
    });
  });

  it('records a staff delete; the owner’s own edit and delete leave no audit row', async () => {
    const seller = await makeUser(t.database.db);
    const { staff, auth: staffAuth } = await makeStaff(t.database.db);
    const moderated = await makeGear(t.database.db, seller.id, { name: 'Spam' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/gears/${moderated.id}/`,
      headers: { authorization: staffAuth },
    });
    expect(del.statusCode).toBe(204);
    expect(await auditOf(t.database.db, moderated.id)).toMatchObject([
      { actor_id: staff.id, action: 'gear.delete', before: { name: 'Spam' }, after: null },
    ]);

    const own = await makeGear(t.database.db, seller.id);
    const sellerAuth = await loginAs(t.database.db, seller.id);
    expect((await edit(own.id, sellerAuth, 'Mine')).statusCode).toBe(200);
    const ownDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/gears/${own.id}/`,
      headers: { authorization: sellerAuth },
    });
    expect(ownDelete.statusCode).toBe(204);
    expect(await auditOf(t.database.db, own.id)).toEqual([]);
  });

  it('a failed staff edit changes nothing and records nothing', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id, { name: 'Kept' });
    const { auth } = await makeStaff(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: auth },
      payload: { ...wingBody(), gear_type: 999 },
    });
    expect(res.statusCode).toBe(400);
    expect(await auditOf(t.database.db, gear.id)).toEqual([]);
  });
});
