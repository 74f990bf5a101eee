// `npm run restore -- --from DIR`: brings a backup back into an EMPTY data folder (DATA_DIR or
// --data-dir; default ./data): creates the PostgreSQL cluster, applies the migrations, loads every
// table and copies the photos. With DATABASE_URL it loads into that (empty) database instead; with
// S3_BUCKET the photos go into that bucket (objects already there hold the same bytes: names are
// content hashes).
// It refuses a folder or database that already holds data: nothing is ever overwritten.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/server/db/embedded.ts';
import { restore } from '../src/server/hardening/backup/load.ts';
import { listFiles } from '../src/server/hardening/backup/media-files.ts';
import { createS3PhotoStore } from '../src/server/media/photo-store-s3.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const say = (m: string) => console.log(`[restore] ${m}`);
if (!values.from) {
  console.error('Usage: npm run restore -- --from backups/airgear-<time> [--data-dir ./data]');
  process.exit(2);
}
const config = loadConfig({
  ...process.env,
  ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
});
const present = await listFiles(config.databaseUrl ? config.mediaDir : config.dataDir);
if (present.length > 0) {
  console.error(
    `[restore] ${config.databaseUrl ? config.mediaDir : config.dataDir} is not empty: ` +
      'restore only into an empty data folder.',
  );
  process.exit(1);
}

let embedded: EmbeddedPostgres | undefined;
try {
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, say);
  const started = Date.now();
  const manifest = await restore({
    databaseUrl: config.databaseUrl ?? embedded!.url,
    backupDir: values.from,
    mediaDir: config.mediaDir,
    bucket: config.s3 && createS3PhotoStore(config.s3),
    log: say,
  });
  const where = config.databaseUrl ? 'the database' : config.dataDir;
  say(
    `Done in ${Date.now() - started} ms: the backup of ${manifest.created_at} is in ${where}` +
      (config.s3 ? ` and the bucket ${config.s3.bucket}.` : '.'),
  );
} catch (error) {
  console.error(`[restore] Failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
