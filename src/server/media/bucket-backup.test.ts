// Photos in an S3 bucket (a real S3 REST API server, s3rver): a backup downloads the objects its
// rows use and a restore puts them into another bucket, byte for byte; an upload whose writes fail
// halfway leaves no row, and the object it did write is found and removed by the orphan sweep
// once it is older than the grace period, while objects rows use stay.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backup } from '#server/hardening/backup/dump.ts';
import { restore } from '#server/hardening/backup/load.ts';
import { sweepOrphanPhotos } from '#server/hardening/orphan-photos.ts';
import { uploadCertificatePicture } from '#server/test/certificates.ts';
import { loginAs, makeCertificate, makeGear, makeUser } from '#server/test/factories.ts';
import { startS3Server, S3_TEST_CREDENTIALS } from '#server/test/s3-server.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';
import { makeImage, upload } from '#server/test/uploads.ts';
import { relative } from './photo-store.ts';
import { createS3PhotoStore, type S3PhotoStore } from './photo-store-s3.ts';

let source: Awaited<ReturnType<typeof startS3Server>>;
let target: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3PhotoStore;
let t: TestContext;
let dir: string;
beforeAll(async () => {
  [source, target] = await Promise.all([startS3Server('photos'), startS3Server('restored')]);
  bucket = createS3PhotoStore({
    endpoint: source.endpoint,
    credentials: S3_TEST_CREDENTIALS,
    bucket: 'photos',
  });
  t = await createTestApp({}, { photos: bucket });
  dir = await mkdtemp(join(tmpdir(), 'airgear-bucket-backup-'));
});
afterAll(async () => {
  await t.close();
  await Promise.all([source.close(), target.close()]);
  await rm(dir, { recursive: true, force: true });
});

const urlOf = (c: TestContext) =>
  (c.database.pool.options as { connectionString: string }).connectionString;

async function objectHashes(store: S3PhotoStore) {
  const out: Record<string, string> = {};
  for await (const { name } of store.objects()) {
    const hash = createHash('sha256');
    for await (const chunk of (await store.get(name)) as Readable) hash.update(chunk as Buffer);
    out[name] = hash.digest('hex');
  }
  return out;
}

async function names(store: S3PhotoStore) {
  const out: string[] = [];
  for await (const { name } of store.objects()) out.push(name);
  return out.sort();
}

it('backs up the objects the rows use and restores them into an empty bucket', async () => {
  const db = t.database.db;
  const user = await makeUser(db);
  const auth = await loginAs(db, user.id);
  const gear = await makeGear(db, user.id);
  for (const seed of [1, 2])
    expect((await upload(t, gear.id, auth, await makeImage('jpeg', seed))).statusCode).toBe(201);
  const certificate = await makeCertificate(db, gear.id, user.id);
  expect((await uploadCertificatePicture(t, certificate.id, auth)).statusCode).toBe(201);

  const out = join(dir, 'backup');
  const manifest = await backup({
    databaseUrl: urlOf(t),
    mediaDir: '/nonexistent',
    bucket,
    outDir: out,
  });
  expect(manifest.photos).toEqual({ keys: 3, files: 9 });

  const empty = await createTestDatabase();
  const admin = new pg.Client({ connectionString: empty.url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`drop database ${empty.name}`);
  await admin.query(`create database ${empty.name} template template0`);
  await admin.end();
  const restored = createS3PhotoStore({
    endpoint: target.endpoint,
    credentials: S3_TEST_CREDENTIALS,
    bucket: 'restored',
  });
  await restore({
    databaseUrl: empty.url,
    backupDir: out,
    mediaDir: '/nonexistent',
    bucket: restored,
  });

  expect(await objectHashes(restored)).toEqual(await objectHashes(bucket));
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from gear_pictures where gear_id = $1',
    [gear.id],
  );
  await client.end();
  expect(rows[0]!.n).toBe(2);
}, 60_000);

it('a write that fails halfway leaves no row, and the sweep finds the object it left', async () => {
  const db = t.database.db;
  const user = await makeUser(db);
  const auth = await loginAs(db, user.id);
  const gear = await makeGear(db, user.id);
  const kept = await upload(t, gear.id, auth, await makeImage('png', 5));
  expect(kept.statusCode).toBe(201);

  // The large variant lands, the thumbnail's PUT fails, and so does the clean-up's DELETE (the
  // bucket went away for a moment): the one case that leaves an object behind.
  const flaky: S3PhotoStore = {
    ...bucket,
    put: async (image) => {
      await bucket.write(relative(image.key, 'large'), image.large);
      throw new Error('PUT failed');
    },
    remove: async () => {
      throw new Error('DELETE failed');
    },
  };
  const broken = await createTestApp({}, { databaseUrl: urlOf(t), photos: flaky });
  const before = await names(bucket);
  const failed = await upload(broken, gear.id, auth, await makeImage('png', 6));
  await broken.close();
  expect(failed.statusCode).toBeGreaterThanOrEqual(500);
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from gear_pictures where gear_id = $1',
    [gear.id],
  );
  expect(rows[0]!.n).toBe(1);
  const left = (await names(bucket)).filter((name) => !before.includes(name));
  expect(left).toHaveLength(1);

  // Within the grace period the object stays (its PUT might still be landing elsewhere)…
  const young = await sweepOrphanPhotos(db, { photos: bucket, mediaDir: '/nonexistent' });
  expect(young.keys).toBe(0);
  expect(await names(bucket)).toContain(left[0]);
  // …after it, the sweep removes it and nothing any row uses.
  const swept = await sweepOrphanPhotos(db, {
    photos: bucket,
    mediaDir: '/nonexistent',
    graceMs: 0,
  });
  expect(swept.keys).toBe(1);
  expect(await names(bucket)).toEqual(before);
  const link = (kept.json() as { link: string }).link;
  expect((await t.app.inject({ url: link })).statusCode).toBe(200);
});
