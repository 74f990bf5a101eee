// The take-off weight in the profile: remembered for searches, kept when a PUT leaves it out,
// and refused with a clear message when it is 0, negative, above 400 kg or not a number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profile = { first_name: 'Ana', last_name: 'Lima', country: 'PT', phone_number: '' };

async function pilot() {
  const user = await makeUser(t.database.db);
  return { id: user.id, auth: await loginAs(t.database.db, user.id) };
}

const put = (id: string, auth: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/`,
    payload,
    headers: { authorization: auth },
  });
const me = async (auth: string) =>
  (await t.app.inject({ url: '/api/users/me/', headers: { authorization: auth } })).json();

describe('takeoff_weight in the profile', () => {
  it('starts empty, is stored, kept when left out, and forgotten with null', async () => {
    const { id, auth } = await pilot();
    expect((await me(auth)).takeoff_weight).toBeNull();

    const saved = await put(id, auth, { ...profile, takeoff_weight: 88.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().takeoff_weight).toBe(88.5);

    await put(id, auth, { ...profile, first_name: 'Ana Maria' });
    expect(await me(auth)).toMatchObject({ first_name: 'Ana Maria', takeoff_weight: 88.5 });

    await put(id, auth, { ...profile, takeoff_weight: null });
    expect((await me(auth)).takeoff_weight).toBeNull();
  });

  it.each([0, -5, 400.5, 'heavy', '88'])('refuses %j with a 400 naming the field', async (bad) => {
    const { id, auth } = await pilot();
    await put(id, auth, { ...profile, takeoff_weight: 70 });
    const res = await put(id, auth, { ...profile, takeoff_weight: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.takeoff_weight).toEqual([
      'Enter your take-off weight in kg, above 0 and at most 400.',
    ]);
    expect((await me(auth)).takeoff_weight).toBe(70);
  });

  it('accepts the bounds: just above 0 and exactly 400', async () => {
    const { id, auth } = await pilot();
    expect((await put(id, auth, { ...profile, takeoff_weight: 0.5 })).json().takeoff_weight).toBe(
      0.5,
    );
    expect((await put(id, auth, { ...profile, takeoff_weight: 400 })).json().takeoff_weight).toBe(
      400,
    );
  });
});
