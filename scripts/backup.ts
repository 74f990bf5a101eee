// `npm run backup [-- --out DIR]`: a consistent backup of the database and the photos, while the
// server runs or not. Reads DATABASE_URL, else the embedded cluster of DATA_DIR (default ./data);
// with S3_BUCKET the photos are downloaded from the bucket (S3_ENDPOINT, S3_REGION, AWS_*).
// Writes DIR (default backups/airgear-<time>): manifest.json, db/<table>.ndjson, media/.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/client.ts';
import { openSource } from '../src/server/hardening/backup/database-url.ts';
import { backup } from '../src/server/hardening/backup/dump.ts';
import { sweepOrphanPhotos } from '../src/server/hardening/orphan-photos.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import { createS3PhotoStore } from '../src/server/media/photo-store-s3.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const config = loadConfig({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
});
const say = (m: string) => console.log(`[backup] ${m}`);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = values.out ?? join('backups', `airgear-${stamp}`);
const bucket = config.s3 && createS3PhotoStore(config.s3);

const source = await openSource(config.dataDir, config.databaseUrl, say);
try {
  const started = Date.now();
  const manifest = await backup({
    databaseUrl: source.url,
    mediaDir: config.mediaDir,
    bucket,
    outDir,
    log: say,
  });
  const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
  say(
    `Done in ${Date.now() - started} ms: ${rows} rows, ${manifest.photos.files} photo files → ${outDir}`,
  );
  // Photos deleted while the backup ran were kept for it; remove those no row uses now (in a
  // bucket, those written more than an hour ago: orphan-photos.ts).
  const database = connect(source.url, 1);
  try {
    const swept = await sweepOrphanPhotos(database.db, {
      photos: bucket || createDiskPhotoStore(config.mediaDir),
      mediaDir: config.mediaDir,
    });
    if (swept.keys > 0) say(`Removed the files of ${swept.keys} photos no row uses any more.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`[backup] Failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.release();
}
