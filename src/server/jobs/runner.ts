// Running the jobs: startWorker() for a server or `npm run worker` (polls every 2 s and LISTENs,
// so a committed job starts at once), drainJobs() for tests and scripts (every job that is due,
// then return). Any number of processes may run workers on one database: a job is taken with
// SELECT … FOR UPDATE SKIP LOCKED, so each runs in one worker at a time, and a worker killed
// mid-job leaves it locked until the living workers see its heartbeat stop (heartbeats.ts, about
// a minute), then it runs again.
import { EventEmitter } from 'node:events';
import { parseCronItems, run, runOnce, type Logger, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import { heartbeats } from './heartbeats.ts';
import { countJobAttempts } from './queue-metrics.ts';
import { silentLogger } from './logger.ts';
import type { JobDeps } from './queue.ts';
import { taskList } from './tasks.ts';

export type Worker = { stop: () => Promise<void> };

// Saved-search digests (docs/decisions/010-saved-search-alerts.md): graphile-worker's cron runs
// each once per time across all workers (UTC); a run missed while no worker ran is made up
// within 12 h, so a restart at 07:00 still sends the day's digest.
const cronItems = parseCronItems([
  {
    task: 'saved_search_digests',
    match: '0 7 * * *',
    identifier: 'daily_digest',
    options: { backfillPeriod: 12 * 3600_000 },
    payload: { frequency: 'daily' },
  },
  {
    task: 'saved_search_digests',
    match: '0 7 * * 1',
    identifier: 'weekly_digest',
    options: { backfillPeriod: 12 * 3600_000 },
    payload: { frequency: 'weekly' },
  },
  // Passport reminders (features/items/reminders.ts): each due date mails once, so a rerun is harmless.
  {
    task: 'passport_reminders',
    match: '0 6 * * *',
    identifier: 'passport_reminders',
    options: { backfillPeriod: 12 * 3600_000 },
  },
  // Price guides follow changes no write announces; offers past 48 h read `expired` (mail-free).
  { task: 'refresh_price_guides', match: '30 3 * * *', identifier: 'price_guides' },
  { task: 'expire_offers', match: '*/15 * * * *', identifier: 'expire_offers' },
  // Items' airworthy dates no write refreshed (a check rule changed, items older than the date);
  // the backfill runs it at a worker's first start too.
  {
    task: 'refresh_airworthiness',
    match: '45 3 * * *',
    identifier: 'airworthiness',
    options: { backfillPeriod: 24 * 3600_000 },
  },
]);

export async function startWorker(
  deps: JobDeps,
  options: {
    connectionString: string;
    logger: Logger;
    concurrency?: number;
    /** Jobs fetched (and locked) per query; 1 fetches one per job. */
    localQueueSize?: number;
  },
): Promise<Worker> {
  const concurrency = options.concurrency ?? 2;
  const localQueueSize = options.localQueueSize ?? 1;
  const events = new EventEmitter() as WorkerEvents;
  const beats = heartbeats(deps.db, events, options.logger);
  countJobAttempts(events);
  // Its own small pool: the LISTEN connection and job locking never wait behind requests. Ours,
  // not graphile-worker's, so it keeps an error listener after the runner lets go of it: an idle
  // client told by a stopping PostgreSQL that its connection ends (57P01) must not end the process.
  // A client in use hears it too (the query it runs then fails, as it should): with a listener
  // of ours there as well, graphile-worker no longer warns at every start of a pool without one.
  const pool = new pg.Pool({ connectionString: options.connectionString, max: concurrency + 2 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const runner = await run({
    events,
    pgPool: pool,
    concurrency,
    taskList: taskList(deps),
    logger: options.logger,
    // main.ts and worker.ts handle signals: the worker stops before the database pool closes.
    noHandleSignals: true,
    parsedCronItems: cronItems,
    ...(localQueueSize > 1 ? { preset: { worker: { localQueue: { size: localQueueSize } } } } : {}),
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  beats.start();
  return {
    stop: async () => {
      await runner.stop();
      await beats.stop();
      await pool.end();
    },
  };
}

/** Runs every job that is due now (and the jobs those add), then returns. */
export async function drainJobs(deps: JobDeps, pool: pg.Pool): Promise<void> {
  await runOnce({
    pgPool: pool,
    taskList: taskList(deps),
    logger: silentLogger,
    noHandleSignals: true,
  });
  // runOnce() returns before the statement that marks its last job done (or failed) has
  // finished; wait for it, so the caller sees the queue as the jobs left it.
  for (let waits = 0; waits < 200; waits++) {
    const { rows } = await pool.query<{ locked: boolean }>(
      'select exists (select 1 from graphile_worker._private_jobs where locked_at is not null) as locked',
    );
    if (!rows[0]!.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
