// The short version of `npm run cluster-test`, in `npm test`: two instances of the app in this
// process, listening on real ports, on one database and one S3 bucket (s3rver), with the cache
// bus and the PostgreSQL rate-limit store as in production. It checks what must hold between
// instances: a listing created through A is read through B at once, a photo uploaded through A
// is served through B, and the login limit counts the tries spread over both. The proxy in front
// (nginx), rolling restarts and kill -9 are left to the full `npm run cluster-test`.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createAccount, gearBody } from '../../scripts/lib/api-client.ts';
import { createS3PhotoStore } from './media/photo-store-s3.ts';
import { useCpuWorkerProcess } from './test/cpu-worker-process.ts';
import { startS3Server, S3_TEST_CREDENTIALS } from './test/s3-server.ts';
import { createTestApp, createTestDatabase, type TestContext } from './test/test-app.ts';
import { makeImage } from './test/uploads.ts';

// Photos and passwords in the worker process, as in production, but at normal priority: beside
// the test run's own busy workers the lowest would starve the sign-ups (cpu-pool.test.ts checks it).
useCpuWorkerProcess(0);

let s3: Awaited<ReturnType<typeof startS3Server>>;
const instances: TestContext[] = [];
let a: string;
let b: string;
beforeAll(async () => {
  s3 = await startS3Server('photos');
  const { url } = await createTestDatabase();
  // TRUST_PROXY: the tries below name their client, as a proxy would, apart from the sign-up's.
  const env = {
    CACHE_BUS: 'on',
    RATE_LIMITS: 'on',
    RATE_LIMIT_STORE: 'postgres',
    TRUST_PROXY: '1',
  };
  for (let i = 0; i < 2; i++) {
    const photos = createS3PhotoStore({
      endpoint: s3.endpoint,
      credentials: S3_TEST_CREDENTIALS,
      bucket: 'photos',
    });
    const t = await createTestApp(env, { databaseUrl: url, photos });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    instances.push(t);
  }
  [a, b] = instances.map(
    (t) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
  ) as [string, string];
});
afterAll(async () => {
  await Promise.all(instances.map((t) => t.close()));
  await s3?.close();
});

it('reads through B, at once, a listing created through A, and serves its photo', async () => {
  const seller = await createAccount(a);
  // B has the first page cached before the write.
  expect((await call(b, '/api/gears/?page_size=24')).status).toBe(200);
  const created = await call(a, '/api/gears/', {
    method: 'POST',
    token: seller.token,
    body: gearBody(1),
  });
  expect(created.status).toBe(201);
  const id = (created.json as { id: string }).id;
  expect((await call(b, `/api/gears/${id}/`)).status).toBe(200);
  const list = await call(b, '/api/gears/?page_size=24');
  expect((list.json as { id: string }[]).map((g) => g.id)).toContain(id);

  const upload = await call(a, `/api/gears/${id}/pictures/`, {
    method: 'POST',
    token: seller.token,
    upload: await makeImage('jpeg', 11, 800, 600),
  });
  expect(upload.status).toBe(201);
  const photo = await fetch(new URL((upload.json as { link: string }).link, b));
  expect(photo.status).toBe(200);
  expect(
    Buffer.from(await photo.arrayBuffer())
      .subarray(8, 12)
      .toString(),
  ).toBe('WEBP');
});

it('refuses the 11th failed login spread over both instances', async () => {
  const pilot = await createAccount(b);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await call(i % 2 ? b : a, '/api/token/', {
      method: 'POST',
      body: { username: pilot.username, password: 'wrong password' },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
});
