// The app on an S3 photo store (a real S3 REST API server, s3rver): uploads land in the bucket
// and are served under /media/ by the server; a write the bucket refuses leaves no picture row.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { startS3Server, S3_TEST_CREDENTIALS } from '#server/test/s3-server.ts';
import { createTestApp, type TestContext } from '#server/test/test-app.ts';
import { makeImage, upload } from '#server/test/uploads.ts';
import { createS3PhotoStore } from './photo-store-s3.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestContext;
let broken: TestContext;
beforeAll(async () => {
  s3 = await startS3Server('photos');
  const options = { endpoint: s3.endpoint, credentials: S3_TEST_CREDENTIALS };
  t = await createTestApp({}, { photos: createS3PhotoStore({ ...options, bucket: 'photos' }) });
  const missing = createS3PhotoStore({ ...options, bucket: 'no-such-bucket' });
  broken = await createTestApp({}, { photos: missing });
});
afterAll(async () => {
  await t.close();
  await broken.close();
  await s3.close();
});

it('stores an upload in the bucket and serves it under /media/', async () => {
  const user = await makeUser(t.database.db);
  const gear = await makeGear(t.database.db, user.id);
  const res = await upload(t, gear.id, await loginAs(t.database.db, user.id), await makeImage());
  expect(res.statusCode).toBe(201);
  const { link, thumbnail } = res.json() as { link: string; thumbnail: string };
  for (const url of [link, thumbnail]) {
    const photo = await t.app.inject({ url: new URL(url, 'http://x').pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  }
  expect((await t.app.inject({ url: '/media/00/nothing-large.webp' })).statusCode).toBe(404);
});

it('a write the bucket refuses fails the upload and leaves no row', async () => {
  const user = await makeUser(broken.database.db);
  const gear = await makeGear(broken.database.db, user.id);
  const auth = await loginAs(broken.database.db, user.id);
  const res = await upload(broken, gear.id, auth, await makeImage());
  expect(res.statusCode).toBeGreaterThanOrEqual(500);
  const { rows } = await broken.database.pool.query(
    'SELECT count(*)::int AS n FROM gear_pictures WHERE gear_id = $1',
    [gear.id],
  );
  expect(rows[0].n).toBe(0);
});
