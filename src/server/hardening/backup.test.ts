// Backup and restore round trip: every row and every photo file comes back identical in an empty
// database and media folder; a restore never overwrites data; deletes during a backup keep their
// files for it, and the sweep removes them after.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCertificatePicture } from '#server/test/certificates.ts';
import { makeCertificate, loginAs, makeGear, makeUser } from '#server/test/factories.ts';
import { BACKUP_LOCK } from '#server/media/release-keys.ts';
import { createTestApp, createTestDatabase, type TestContext } from '#server/test/test-app.ts';
import { makeImage, mediaFiles, upload } from '#server/test/uploads.ts';
import { backup } from './backup/dump.ts';
import { restore } from './backup/load.ts';
import { listFiles } from './backup/media-files.ts';
import { sweepOrphanPhotos } from './orphan-photos.ts';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'airgear-backup-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const urlOf = (c: TestContext) =>
  (c.database.pool.options as { connectionString: string }).connectionString;

/** Per table: row count and an order-independent hash of every row. */
async function digest(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const r = await client.query(
        `select count(*) as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from "${name}" x`,
      );
      out[name] = `${r.rows[0].n}:${r.rows[0].d}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

async function fileHashes(root: string) {
  const files = await listFiles(root);
  return Object.fromEntries(
    await Promise.all(
      files.map(async (f) => [
        f,
        createHash('sha256')
          .update(await readFile(join(root, f)))
          .digest('hex'),
      ]),
    ),
  );
}

describe('backup and restore', () => {
  it('round trip: rows and photos come back identical into an empty database', async () => {
    const db = t.database.db;
    const user = await makeUser(db);
    const auth = await loginAs(db, user.id);
    const gear = await makeGear(db, user.id, {
      description: 'Zürich – «quotes» \\ back\nslash 🪂',
    });
    for (const seed of [1, 2])
      expect((await upload(t, gear.id, auth, await makeImage('jpeg', seed))).statusCode).toBe(201);
    const certificate = await makeCertificate(db, gear.id, user.id);
    expect((await uploadCertificatePicture(t, certificate.id, auth)).statusCode).toBe(201);
    // A photo stored before the middle variant existed has none: no gap in the backup.
    const medium = (await listFiles(t.config.mediaDir)).find((f) => f.endsWith('-medium.webp'))!;
    await rm(join(t.config.mediaDir, medium));

    const out = join(dir, 'backup-1');
    const manifest = await backup({
      databaseUrl: urlOf(t),
      mediaDir: t.config.mediaDir,
      outDir: out,
    });
    expect(manifest.tables.gears!.rows).toBeGreaterThan(0);
    expect(manifest.photos.files).toBe(8);

    const target = await createTestDatabase();
    const targetMedia = join(dir, 'restored-media');
    // An empty database: no template, so no tables and no reference data before the restore.
    const admin = new pg.Client({ connectionString: target.url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    await admin.query(`drop database ${target.name}`);
    await admin.query(`create database ${target.name} template template0`);
    await admin.end();
    await restore({ databaseUrl: target.url, backupDir: out, mediaDir: targetMedia });

    expect(await digest(target.url)).toEqual(await digest(urlOf(t)));
    expect(await fileHashes(targetMedia)).toEqual(await fileHashes(t.config.mediaDir));

    // Restoring again would overwrite: refused, and nothing changes.
    const before = await digest(target.url);
    await expect(
      restore({ databaseUrl: target.url, backupDir: out, mediaDir: targetMedia }),
    ).rejects.toThrow(/not empty/);
    expect(await digest(target.url)).toEqual(before);
  }, 60_000);

  it('a delete during a backup keeps its files until the backup is done; the sweep removes them', async () => {
    const db = t.database.db;
    const user = await makeUser(db);
    const auth = await loginAs(db, user.id);
    const gear = await makeGear(db, user.id);
    const added = await upload(t, gear.id, auth, await makeImage('png', 77));
    expect(added.statusCode).toBe(201);
    const filesBefore = await mediaFiles(t);

    const lock = new pg.Client({ connectionString: urlOf(t) });
    await lock.connect();
    await lock.query('select pg_advisory_lock($1::bigint)', [BACKUP_LOCK]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/gears/${gear.id}/pictures/${added.json().picture_id}/`,
      headers: { authorization: auth },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await mediaFiles(t)).toEqual(filesBefore);
    await lock.query('select pg_advisory_unlock($1::bigint)', [BACKUP_LOCK]);
    await lock.end();

    const swept = await sweepOrphanPhotos(db, { photos: t.photos, mediaDir: t.config.mediaDir });
    expect(swept.keys).toBe(1);
    const filesAfter = await mediaFiles(t);
    expect(filesBefore.length - filesAfter.length).toBe(3);
  });
});
