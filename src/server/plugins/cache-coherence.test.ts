// Two instances on one database (as behind a load balancer): a write through A clears B's
// cached answers within the bound of docs/deployment.md (the NOTIFY reaching B), well before
// B's own expiry would.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { wingBody } from '#server/test/gears.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';

const BOUND_MS = 300;

let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  const { url } = await createTestDatabase();
  a = await createTestApp({ NODE_ENV: 'production' }, { databaseUrl: url });
  b = await createTestApp({ NODE_ENV: 'production' }, { databaseUrl: url });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const listOn = async (t: TestContext) =>
  ((await t.app.inject({ url: '/api/gears/?page_size=50' })).json() as { id: string }[]).map(
    (g) => g.id,
  );

it('a write through A clears the cached list of B before B would expire it', async () => {
  const seller = await makeUser(a.database.db);
  await makeGear(a.database.db, seller.id);
  await listOn(b);
  // Not through the API: B keeps answering from memory.
  const hidden = await makeGear(a.database.db, seller.id);
  expect(await listOn(b)).not.toContain(hidden.id);

  const created = await a.app.inject({
    method: 'POST',
    url: '/api/gears/',
    headers: { authorization: await loginAs(a.database.db, seller.id) },
    payload: wingBody(),
  });
  expect(created.statusCode).toBe(201);
  const written = Date.now();
  const id = (created.json() as { id: string }).id;
  // Injected requests never wait on I/O: a pause lets B read its LISTEN socket, as it would
  // between requests arriving over the network.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  let seen = await listOn(b);
  while (!seen.includes(id) && Date.now() - written < BOUND_MS) {
    await pause();
    seen = await listOn(b);
  }
  expect(seen).toContain(id);
  expect(seen).toContain(hidden.id);
});

it('B serves nothing from memory while its bus is down', async () => {
  const seller = await makeUser(a.database.db);
  await listOn(b);
  await b.database.pool.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE query = 'LISTEN airgear_cache' AND datname = current_database()`,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const hidden = await makeGear(a.database.db, seller.id);
  expect(await listOn(b)).toContain(hidden.id);
});
