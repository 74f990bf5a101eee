// Starts Air Gear: the database (embedded unless DATABASE_URL is set), migrations, seed data,
// then the HTTP server and the job worker (unless WORKER=off). SIGINT/SIGTERM drain the HTTP
// server first (no new connections, requests in flight finish within SHUTDOWN_GRACE_MS), then
// the worker (running jobs finish), then the pool and PostgreSQL, and exit 0.
import { enableCompileCache } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import type { EmbeddedPostgres } from './db/embedded.ts';

// Compiled modules (with their TypeScript already stripped) are kept in the OS temp folder, so
// a restart skips about a third of the CPU of loading the server (bench/README.md, start). The
// modules are imported below, after this line, as static imports would load before it.
enableCompileCache();
const { buildApp } = await import('./app.ts');
const { loadConfig } = await import('./config.ts');
const { connect, runMigrations } = await import('./db/client.ts');
const { startEmbeddedPostgres } = await import('./db/embedded.ts');
const { seedDemoIfEmpty, seedReferenceData } = await import('./db/seed/seed.ts');
const { seedDemoCatalogue } = await import('./features/catalogue/demo-seed-repository.ts');
const { createMailer } = await import('./mail/mailer.ts');
const { createDiskPhotoStore } = await import('./media/photo-store.ts');
const { sweepOrphanPhotos } = await import('./hardening/orphan-photos.ts');
const { safeErrorText } = await import('./lib/log-safe-error.ts');
const { installJobQueue } = await import('./jobs/queue.ts');
const { startWorker } = await import('./jobs/runner.ts');
const { workerLogger } = await import('./jobs/logger.ts');
const { drain } = await import('./plugins/lifecycle.ts');
const { serveMetrics } = await import('./serve-metrics.ts');

const config = loadConfig();
const say = (message: string) => console.log(`[air-gear] ${message}`);

let embedded: EmbeddedPostgres | undefined;
try {
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, say);
} catch (error) {
  console.error(`[air-gear] ${(error as Error).message}`);
  process.exit(1);
}
const databaseUrl = config.databaseUrl ?? embedded!.url;
// A page's render reads a few statements at once: that many connections stay open between visits.
const database = connect(databaseUrl, 10, { warm: 4 });
const { createS3PhotoStore } = await import('./media/photo-store-s3.ts');
const photos = config.s3
  ? createS3PhotoStore({ ...config.s3, baseUrl: config.mediaBaseUrl })
  : createDiskPhotoStore(config.mediaDir, config.mediaBaseUrl);
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: config.outboxDir,
});

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (app) await drain(app, config.shutdownGraceMs).catch(() => {});
  // A signal while the worker is still starting waits for it (within the grace period), then
  // stops it: left starting, it would lose its connections to the PostgreSQL stopped below and
  // end the process with 1.
  const starting = workerStart?.catch(() => undefined);
  const worker = await Promise.race([starting, delay(config.shutdownGraceMs, undefined)]);
  await worker?.stop().catch(() => {});
  await metrics?.close();
  await database.close().catch(() => {});
  await embedded?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let workerStart: ReturnType<typeof startWorker> | undefined;
let metrics: Awaited<ReturnType<typeof serveMetrics>>;
try {
  await runMigrations(database.db);
  await installJobQueue(database.pool);
  await seedReferenceData(database.db);
  if (config.seedDemo) {
    const made = await seedDemoIfEmpty(database.db, photos, seedDemoCatalogue);
    if (made > 0) say(`Loaded ${made} demo listings.`);
  }
  app = await buildApp({ config, db: database.db, photos, mailer });
  await app.listen({ port: config.port, host: config.host });
  // The bound port: with PORT=0 the system picks a free one (the lifecycle tests do).
  const bound = app.server.address();
  const port = typeof bound === 'object' && bound ? bound.port : config.port;
  say(`Serving on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`);
  metrics = await serveMetrics(config, database.pool, say);
  if (config.worker) {
    workerStart = startWorker(
      { db: database.db, mailer, config },
      { connectionString: databaseUrl, logger: workerLogger(app.log) },
    );
    await workerStart;
  }
  // Files a crash (or a backup) left without a row: removed in the background, under key locks.
  void sweepOrphanPhotos(database.db, { photos, mediaDir: config.mediaDir, log: app.log })
    .then(({ keys }) => keys > 0 && say(`Removed the files of ${keys} photos no row uses.`))
    .catch((error: unknown) => {
      if (!stopping)
        console.error(`[air-gear] Photo sweep failed: ${safeErrorText(error).slice(0, 200)}`);
    });
} catch (error) {
  // A start cut short by a signal is a stop, not a failure: shutdown(0) is under way.
  if (!stopping)
    console.error(`[air-gear] Could not start: ${safeErrorText(error, { stack: true })}`);
  await shutdown(1);
}
