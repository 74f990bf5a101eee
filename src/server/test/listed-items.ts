// Passport tests of a listing's item: a listing of a new owner linked to a new item, and a
// record added to it through the API.
import { expect } from 'vitest';
import { loginAs, makeGear, makeUser } from './factories.ts';
import { itemBody, send } from './items.ts';
import type { TestContext } from './test-app.ts';

/** A listing of a new owner linked to a new item; `item` overrides the item's body. */
export async function listedItem(t: TestContext, item: Record<string, unknown> = {}) {
  const user = await makeUser(t.database.db);
  const auth = await loginAs(t.database.db, user.id);
  const gear = await makeGear(t.database.db, user.id);
  const made = await send(t, {
    method: 'POST',
    url: '/api/items/',
    auth,
    body: itemBody({ gear: gear.id, ...item }),
  });
  expect(made.statusCode).toBe(201);
  return { user, auth, gear, item: made.json() as { id: string } };
}
export type Listed = Awaited<ReturnType<typeof listedItem>>;

export const addRecord = async (t: TestContext, l: Listed, body: Record<string, unknown>) => {
  const res = await send(t, {
    method: 'POST',
    url: `/api/items/${l.item.id}/records/`,
    auth: l.auth,
    body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};
