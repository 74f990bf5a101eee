import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gears } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pilot() {
  const user = await makeUser(t.database.db);
  const auth = await loginAs(t.database.db, user.id);
  const headers = { authorization: auth };
  return {
    user,
    auth,
    save: (gear: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/favourites/', payload: { gear }, headers }),
    unsave: (gearId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/favourites/${gearId}/`, headers }),
    list: (query = '') => t.app.inject({ url: `/api/favourites/${query}`, headers }),
  };
}
const ids = (body: { id: string }[]) => body.map((g) => g.id);

describe('favourites', () => {
  it('saves a gear (201), saving again is harmless (200), and lists gear objects newest saved first', async () => {
    const seller = await makeUser(t.database.db, { email: 'seller.fav@example.org' });
    const first = await makeGear(t.database.db, seller.id);
    const second = await makeGear(t.database.db, seller.id);
    const me = await pilot();
    const saved = await me.save(first.id);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ gear: first.id, created_at: expect.any(String) });
    const again = await me.save(first.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(saved.json());
    expect((await me.save(second.id)).statusCode).toBe(201);

    const list = await me.list();
    expect(list.statusCode).toBe(200);
    expect(ids(list.json())).toEqual([second.id, first.id]);
    expect(list.headers['x-total-count']).toBe('2');
    // The gear objects of GET gears/: the seller's contact details only come with the profile.
    expect(list.json()[0]).toMatchObject({
      id: second.id,
      name: second.name,
      price: 450,
      pictures: [],
      seller: { id: seller.id },
    });
    expect(list.json()[0].seller).not.toHaveProperty('email');
    const paged = await me.list('?page_size=1&page=2');
    expect(ids(paged.json())).toEqual([first.id]);
  });

  it("keeps each user's watchlist to themselves", async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id);
    const me = await pilot();
    const other = await pilot();
    await me.save(gear.id);
    expect((await other.list()).json()).toEqual([]);
  });

  it('removes a gear (204), and removing one that is not saved is harmless too', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id);
    const me = await pilot();
    await me.save(gear.id);
    const removed = await me.unsave(gear.id);
    expect(removed.statusCode).toBe(204);
    expect((await me.list()).json()).toEqual([]);
    expect((await me.unsave(gear.id)).statusCode).toBe(204);
    expect((await me.unsave('not-an-id')).statusCode).toBe(404);
  });

  it('shows a saved gear once sold, and hides it while its seller has it archived', async () => {
    const seller = await makeUser(t.database.db);
    const sold = await makeGear(t.database.db, seller.id, { status: 'sold' });
    const later = await makeGear(t.database.db, seller.id);
    const me = await pilot();
    expect((await me.save(sold.id)).statusCode).toBe(201);
    expect((await me.save(later.id)).statusCode).toBe(201);
    await t.database.db.update(gears).set({ status: 'archived' }).where(eq(gears.id, later.id));
    const list = await me.list();
    expect(ids(list.json())).toEqual([sold.id]);
    expect(list.json()[0].status).toBe('sold');
    expect(list.headers['x-total-count']).toBe('1');
  });

  it('refuses unknown, archived or hidden gears (404) and a malformed id (400)', async () => {
    const seller = await makeUser(t.database.db);
    const archived = await makeGear(t.database.db, seller.id, { status: 'archived' });
    const hidden = await makeGear(t.database.db, seller.id, { is_hidden: true });
    const me = await pilot();
    for (const id of ['00000000-0000-4000-8000-000000000000', archived.id, hidden.id]) {
      const res = await me.save(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const malformed = await me.save('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('gear');
    expect((await me.list()).json()).toEqual([]);
  });

  it('needs a login for every call', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id);
    const calls = [
      t.app.inject({ url: '/api/favourites/' }),
      t.app.inject({ method: 'POST', url: '/api/favourites/', payload: { gear: gear.id } }),
      t.app.inject({ method: 'DELETE', url: `/api/favourites/${gear.id}/` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('authentication_required');
    }
  });

  it('answers 404, never 500, for a gear deleted while it is being saved', async () => {
    const seller = await makeUser(t.database.db);
    const gear = await makeGear(t.database.db, seller.id);
    const me = await pilot();
    // The delete has happened but is not committed yet: the save still finds the gear, then
    // waits for the delete on the gear's row and refers to a row that is gone.
    const deleting = await t.database.pool.connect();
    try {
      await deleting.query('begin');
      await deleting.query('delete from gears where id = $1', [gear.id]);
      const saving = me.save(gear.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await deleting.query('commit');
      const res = await saving;
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    } finally {
      deleting.release();
    }
  });

  it('answers 201 or 404 to saves racing the owner’s delete', async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await makeUser(t.database.db);
      const auth = await loginAs(t.database.db, seller.id);
      const gear = await makeGear(t.database.db, seller.id);
      const savers = await Promise.all(Array.from({ length: 6 }, pilot));
      const [deleted, ...saved] = await Promise.all([
        t.app.inject({
          method: 'DELETE',
          url: `/api/gears/${gear.id}/`,
          headers: { authorization: auth },
        }),
        ...savers.map((s) => s.save(gear.id)),
      ]);
      expect(deleted!.statusCode).toBe(204);
      for (const res of saved) expect([201, 404]).toContain(res.statusCode);
    }
  });
});
