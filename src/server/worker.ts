// `npm run worker`: runs the queued jobs (mail, wanted matching) without serving HTTP, next to
// servers started with WORKER=off, or as extra capacity: any number of workers share one queue
// and each job still runs once. With DATABASE_URL it connects there; without, it joins the
// embedded PostgreSQL a server started in DATA_DIR (so start it after that server).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from './config.ts';
import { connect } from './db/client.ts';
import { jsonLines, workerLogger } from './jobs/logger.ts';
import { installJobQueue } from './jobs/queue.ts';
import { startWorker } from './jobs/runner.ts';
import { createMailer } from './mail/mailer.ts';
import { serveMetrics } from './serve-metrics.ts';

const config = loadConfig();
const say = (message: string) => console.log(`[air-gear worker] ${message}`);

/** The embedded server's address: its password file and the port in its postmaster.pid. */
async function embeddedUrl(dataDir: string): Promise<string> {
  try {
    const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
    const pid = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    const port = Number(pid.split('\n')[3]);
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/airgear`;
  } catch {
    console.error(`[air-gear worker] No DATABASE_URL and no running server in ${dataDir}.`);
    process.exit(1);
  }
}

const url = config.databaseUrl ?? (await embeddedUrl(config.dataDir));
const database = connect(url);
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: config.outboxDir,
});

await installJobQueue(database.pool);
const worker = await startWorker(
  { db: database.db, mailer, config },
  { connectionString: url, logger: workerLogger(jsonLines(config.logLevel)) },
);
say('Running jobs.');
const metrics = await serveMetrics(config, database.pool, say);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await worker.stop().catch(() => {});
  await metrics?.close();
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
