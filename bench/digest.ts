// Benchmark: the daily digest over 100 000 saved searches with 10 000 new listings that day (goal
// ≤ 5 minutes, issue 14), mail written to the outbox. Opens the 10k data set (its listings are
// the day's), adds the saved searches of lib/saved-search-data.ts and their matches of the day in
// bulk: 1 to 40 listings per daily or weekly search (20 on average; the match benchmark's filters
// are broader than real ones, and 10 % of 10 000 listings per search would be 75 million rows).
// The weekly ones wait for Monday; the instant ones were mailed during the day. Then it
// runs what the 07:00 cron runs (saved_search_digests) on the production worker (concurrency as
// `npm start`, 2) and waits until the queue is empty: every batch of alerts (100 searches a job)
// and every send_mails job. Prints mails and jobs per second and the Node CPU the worker used.
//   node bench/digest.ts [--searches 100000] [--concurrency 2] [--local-queue 1]
import './lib/help.ts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/server/config.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { ALERT_BATCH } from '../src/server/features/search/alerts-repository.ts';
import { silentLogger } from '../src/server/jobs/logger.ts';
import { enqueue, installJobQueue } from '../src/server/jobs/queue.ts';
import { startWorker } from '../src/server/jobs/runner.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { openDataset } from './lib/dataset.ts';
import { addSavedSearches } from './lib/saved-search-data.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const searches = arg('searches', 100_000);
const concurrency = arg('concurrency', 2);
const localQueue = arg('local-queue', 1);
const say = (m: string) => console.log(`[bench:digest] ${m}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const dataset = await openDataset(10_000);
const database = connect(dataset.url, 4);
const outboxDir = await mkdtemp(join(tmpdir(), 'airgear-digest-outbox-'));
try {
  const db = database.db;
  await runMigrations(db);
  await installJobQueue(database.pool);
  await db.execute(sql`delete from graphile_worker._private_jobs`);
  await addSavedSearches(db, searches);
  let started = performance.now();
  // Setup statements run longer than the app's 30 s statement timeout on a busy machine.
  const setup = new pg.Client({ connectionString: dataset.url });
  await setup.connect();
  await setup.query(`
    with day as (select array_agg(id order by id) as ids from gears
                  where status = 'active' and not is_hidden)
    insert into saved_search_matches (saved_search_id, gear_id, matched_at, sent_at)
    select s.id, day.ids[1 + ((s.n * 7919 + k * 104729) % array_length(day.ids, 1))],
           now() - interval '12 hours', null
      from (select id, frequency, row_number() over (order by id) as n from saved_searches
             where frequency in ('daily', 'weekly')) s,
           day, generate_series(1, 1 + (s.n * 13 % 40)::int) k
    on conflict do nothing`);
  await setup.query('analyze saved_search_matches');
  await setup.end();
  const { rows: counts } = await db.execute<{ frequency: string; searches: number; rows: number }>(
    sql`select s.frequency, count(distinct s.id)::int as searches, count(*)::int as rows
          from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
         where m.sent_at is null group by 1 order by 1`,
  );
  say(
    `matches of the day placed in ${((performance.now() - started) / 1000).toFixed(0)} s; unsent: ${JSON.stringify(counts)}`,
  );
  const daily = counts.find((c) => c.frequency === 'daily')?.searches ?? 0;

  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataset.dir });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir });
  started = performance.now();
  const nodeBefore = process.cpuUsage();
  await enqueue(db, { task: 'saved_search_digests', payload: { frequency: 'daily' } });
  const worker = await startWorker(
    { db, mailer, config },
    {
      connectionString: dataset.url,
      logger: silentLogger,
      concurrency,
      localQueueSize: localQueue,
    },
  );
  let left = 1;
  while (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { rows } = await db.execute<{ n: number; failed: number; error: string | null }>(
      sql`select count(*)::int as n, count(*) filter (where last_error is not null)::int as failed,
                 max(last_error) as error
            from graphile_worker._private_jobs`,
    );
    left = rows[0]!.n;
    // A failed job is retried after its backoff; the run is slower, not wrong.
    if (rows[0]!.failed > 0) say(`${rows[0]!.failed} jobs failed once: ${rows[0]!.error}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const node = process.cpuUsage(nodeBefore);
  await worker.stop();
  const mails = (await readdir(outboxDir)).length;
  // The cron job, then per ALERT_BATCH searches a saved_search_alerts and a send_mails job.
  const jobs = 1 + 2 * Math.ceil(daily / ALERT_BATCH);
  say(
    `${searches} searches (${daily} daily with matches), worker concurrency ${concurrency}, local queue ${localQueue}, load ${load()}:` +
      ` digest run ${seconds.toFixed(0)} s, ${mails} mails in the outbox (${(mails / seconds).toFixed(0)} per s),` +
      ` ${jobs} jobs (${(jobs / seconds).toFixed(0)} per s), Node CPU ${((node.user + node.system) / 1e6).toFixed(1)} s`,
  );
  if (mails !== daily) throw new Error(`expected ${daily} mails, found ${mails}`);
} finally {
  await database.close();
  await dataset.stop();
  await rm(outboxDir, { recursive: true, force: true });
}
