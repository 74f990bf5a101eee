// The rule of cache-scope.ts on two production instances sharing one database, as behind a load
// balancer: rows changed straight in the database (not through the API) show whether an answer
// came from memory. A write no visitor can see keeps every kept answer and total; a listing's
// write clears that listing's detail and every list (and marks the totals stale) on both
// instances, but not another listing's detail. Every route the rule names exists.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';
import { NAMED_WRITES } from './cache-scope-routes.ts';

// The bound of cache-coherence.test.ts: B hears A's NOTIFY within it.
const BOUND_MS = 300;

let a: TestContext;
let b: TestContext;
let seller: string;
let buyer: string;
beforeAll(async () => {
  const { url } = await createTestDatabase();
  a = await createTestApp({ NODE_ENV: 'production' }, { databaseUrl: url });
  b = await createTestApp({ NODE_ENV: 'production' }, { databaseUrl: url });
  const user = await makeUser(a.database.db);
  seller = await loginAs(a.database.db, user.id);
  buyer = await loginAs(a.database.db, (await makeUser(a.database.db)).id);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

// Injected requests never wait on I/O: a pause lets B read its LISTEN socket.
const pause = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));
const create = async (name: string) => {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/gears/',
    headers: { authorization: seller },
    payload: wingBody({ name }),
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
};
const nameOn = async (t: TestContext, id: string) =>
  ((await t.app.inject({ url: `/api/gears/${id}/` })).json() as { name: string }).name;
const namesOn = async (t: TestContext) =>
  ((await t.app.inject({ url: '/api/gears/?page_size=100' })).json() as { name: string }[]).map(
    (g) => g.name,
  );
/** Behind the API's back: only an answer computed afresh shows it. */
const rename = (id: string, name: string) =>
  a.database.db.execute(sql`update gears set name = ${name} where id = ${id}`);
const until = async (check: () => Promise<boolean>) => {
  const from = Date.now();
  while (!(await check()) && Date.now() - from < BOUND_MS) await pause();
  return check();
};

it('names only routes that exist', () => {
  for (const route of NAMED_WRITES) {
    const [method, url] = route.split(' ') as [string, string];
    // Matched as a request for that path would be (the router ignores trailing slashes).
    expect(a.app.findRoute({ method: method as 'POST', url }), route).not.toBeNull();
  }
});

it('a write no visitor can see clears nothing, on either instance', async () => {
  const id = await create('Quiet wing');
  for (const t of [a, b]) {
    expect(await nameOn(t, id)).toBe('Quiet wing');
    expect(await namesOn(t)).toContain('Quiet wing');
  }
  await rename(id, 'Renamed quietly');
  const favourite = await a.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers: { authorization: buyer },
    payload: { gear: id },
  });
  expect(favourite.statusCode).toBe(201);
  const unfavourite = await a.app.inject({
    method: 'DELETE',
    url: `/api/favourites/${id}/`,
    headers: { authorization: buyer },
  });
  expect(unfavourite.statusCode).toBeLessThan(300);
  await pause(50);
  for (const t of [a, b]) {
    expect(await nameOn(t, id)).toBe('Quiet wing');
    expect(await namesOn(t)).toContain('Quiet wing');
  }
});

it("a listing's write clears its detail and every list on both instances, not another's detail", async () => {
  const edited = await create('Edited wing');
  const other = await create('Other wing');
  for (const t of [a, b]) {
    expect(await nameOn(t, edited)).toBe('Edited wing');
    expect(await nameOn(t, other)).toBe('Other wing');
    expect(await namesOn(t)).toContain('Other wing');
  }
  await rename(other, 'Other renamed');
  const put = await a.app.inject({
    method: 'PUT',
    url: `/api/gears/${edited}/`,
    headers: { authorization: seller },
    payload: wingBody({ name: 'Edited again' }),
  });
  expect(put.statusCode).toBe(200);
  // Its own instance before the answer went out; the other within the bound.
  expect(await nameOn(a, edited)).toBe('Edited again');
  expect(await namesOn(a)).toEqual(expect.arrayContaining(['Edited again', 'Other renamed']));
  expect(await until(async () => (await nameOn(b, edited)) === 'Edited again')).toBe(true);
  expect(await namesOn(b)).toEqual(expect.arrayContaining(['Edited again', 'Other renamed']));
  // The other listing's detail is still the kept one on both.
  for (const t of [a, b]) expect(await nameOn(t, other)).toBe('Other wing');
});

it('remembered totals stay after a write no visitor can see, and go stale after a listing write', async () => {
  // Totals of at least 1000 are remembered (count-cache.ts): a seller with 1000 listings.
  const owner = await makeUser(a.database.db);
  const first = await makeGear(a.database.db, owner.id);
  await a.database.db.execute(sql`
    insert into gears (user_id, gear_type_id, name, brand, model, price, currency, properties, country)
    select user_id, gear_type_id, name || n, brand, model, price, currency, properties, country
    from gears, generate_series(1, 999) as n where id = ${first.id}`);
  // A logged-in caller is never answered from the response cache, but shares the totals.
  const url = `/api/gears/?user=${owner.id}`;
  const totalOn = async (t: TestContext) =>
    Number(
      (await t.app.inject({ url, headers: { authorization: buyer } })).headers['x-total-count'],
    );
  expect(await totalOn(b)).toBe(1000);
  await makeGear(a.database.db, owner.id);
  expect(await totalOn(b)).toBe(1000);
  const favourite = await a.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers: { authorization: buyer },
    payload: { gear: first.id },
  });
  expect(favourite.statusCode).toBe(201);
  await pause(50);
  // Marked stale, the first answer would have started a count and the next shown 1001.
  expect(await totalOn(b)).toBe(1000);
  await pause(50);
  expect(await totalOn(b)).toBe(1000);

  await create('Counted wing');
  expect(await until(async () => (await totalOn(b)) === 1001)).toBe(true);
});
