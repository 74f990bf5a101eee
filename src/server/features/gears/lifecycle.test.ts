// Listing lifecycle (beyond): active → sold or archived → active again, through PUT gears/{id}/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';

// Letters only: a UUID's hyphenated hex parts made the free-text search flaky.
const uniqueWord = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function ownListing() {
  const user = await makeUser(t.database.db);
  const auth = await loginAs(t.database.db, user.id);
  const gear = await makeGear(t.database.db, user.id, { name: `Lifecycle ${uniqueWord()}` });
  const body = (status: string) => ({
    name: gear.name,
    brand: gear.brand,
    model: gear.model,
    price: gear.price,
    currency: gear.currency,
    gear_type: gear.gear_type_id,
    properties: gear.properties,
    status,
  });
  const setStatus = async (status: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/gears/${gear.id}/`,
      payload: body(status),
      headers: { authorization: auth },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(status);
  };
  return { user, auth, gear, setStatus };
}
const listed = async (query: string, auth?: string) =>
  (
    (
      await t.app.inject({
        url: `/api/gears/${query}`,
        headers: auth ? { authorization: auth } : {},
      })
    ).json() as { id: string }[]
  ).map((g) => g.id);

describe('listing lifecycle', () => {
  it('a sold gear leaves lists and search but still answers by its link', async () => {
    const { gear, setStatus } = await ownListing();
    const search = `?q=${encodeURIComponent(gear.name)}`;
    expect(await listed(search)).toEqual([gear.id]);
    await setStatus('sold');
    expect(await listed('?page_size=100')).not.toContain(gear.id);
    expect(await listed(search)).toEqual([]);
    expect(await listed(`?name=${encodeURIComponent(gear.name)}`)).toEqual([]);
    const detail = await t.app.inject({ url: `/api/gears/${gear.id}/` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().status).toBe('sold');
    await setStatus('active');
    expect(await listed(search)).toEqual([gear.id]);
  });

  it('an archived gear is visible to its owner only, and comes back when reactivated', async () => {
    const { user, auth, gear, setStatus } = await ownListing();
    await setStatus('archived');
    expect((await t.app.inject({ url: `/api/gears/${gear.id}/` })).statusCode).toBe(404);
    const stranger = await loginAs(t.database.db, (await makeUser(t.database.db)).id);
    const asStranger = await t.app.inject({
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: stranger },
    });
    expect(asStranger.statusCode).toBe(404);
    expect(await listed(`?user=${user.id}`, stranger)).toEqual([]);
    const asOwner = await t.app.inject({
      url: `/api/gears/${gear.id}/`,
      headers: { authorization: auth },
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().status).toBe('archived');
    expect(await listed(`?user=${user.id}`, auth)).toEqual([gear.id]);
    await setStatus('active');
    expect((await t.app.inject({ url: `/api/gears/${gear.id}/` })).statusCode).toBe(200);
  });
});
