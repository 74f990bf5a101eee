// The inbox pages through a user's conversations as buyer and as seller together, newest first:
// each side is read from its own index and the page is cut before the joins, so a later page
// must still follow on from the one before it, with nothing repeated or left out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pilot() {
  const user = await makeUser(t.database.db, { email_verified: true });
  const joined = new Date(Date.now() - 7 * 86400_000);
  await t.database.db.update(users).set({ date_joined: joined }).where(eq(users.id, user.id));
  return { user, auth: await loginAs(t.database.db, user.id) };
}
const get = (auth: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
const open = (auth: string, gear: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/conversations/',
    payload: { gear, text: 'Is it still for sale?' },
    headers: { authorization: auth },
  });

it('pages through conversations as buyer and seller, newest first, each once', async () => {
  const me = await pilot();
  for (let i = 0; i < 5; i++) {
    const other = await pilot();
    // Alternately someone asks about my listing and I ask about theirs.
    const [seller, buyer] = i % 2 ? [me, other] : [other, me];
    const gear = await makeGear(t.database.db, seller.user.id, { name: `Wing ${i}` });
    expect((await open(buyer.auth, gear.id)).statusCode).toBe(201);
  }
  const all = await get(me.auth, '/api/conversations/?page_size=100');
  const names = all.json().map((c: { gear: { name: string } }) => c.gear.name);
  expect(names).toEqual(['Wing 4', 'Wing 3', 'Wing 2', 'Wing 1', 'Wing 0']);

  const pages = [];
  for (const page of [1, 2, 3]) {
    const answer = await get(me.auth, `/api/conversations/?page=${page}&page_size=2`);
    expect(answer.headers['x-total-count']).toBe('5');
    pages.push(...answer.json().map((c: { gear: { name: string } }) => c.gear.name));
  }
  expect(pages).toEqual(names);
  const roles = all.json().map((c: { role: string }) => c.role);
  expect(roles).toEqual(['buyer', 'seller', 'buyer', 'seller', 'buyer']);
});
