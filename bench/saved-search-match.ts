// Benchmark: a new listing matched against 100 000 saved searches (goal ≤ 1 s, issue 14). Opens
// the smallest data set, adds N saved searches with broadly spread filters (lib/saved-search-
// data.ts), then times matchSavedSearches() for listings of each gear type, each in a
// transaction rolled back so every run matches afresh. Prints p50/max of the wall time and of
// the PostgreSQL backend's CPU time, and with --explain the plan of the slowest listing. Then
// the instant sweep: the matches of --sweep listings committed, one sweep job's work timed (the
// mails of every instant search they matched, queued as send_mail jobs).
//   node bench/saved-search-match.ts [--searches 100000] [--samples 20] [--sweep 3] [--explain]
import './lib/help.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { connect, runMigrations, type Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { loadConfig } from '../src/server/config.ts';
import { sweepInstantAlerts } from '../src/server/features/search/alerts.ts';
import { matchSavedSearches } from '../src/server/features/search/matching.ts';
import { unsubscribeToken } from '../src/server/features/search/unsubscribe-tokens.ts';
import { installJobQueue } from '../src/server/jobs/queue.ts';
import { openDataset } from './lib/dataset.ts';
import { addSavedSearches, backendPid, cpuMs } from './lib/saved-search-data.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const searches = arg('searches', 100_000);
const samples = arg('samples', 20);
const sweepListings = arg('sweep', 3);

type Run = { gearId: string; wall: number; cpu: number; matches: number };
const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataset = await openDataset(10_000);
// One connection, so the CPU time read is that of the backend that ran the statement.
const database = connect(dataset.url, 1);
try {
  const db = database.db;
  // A data set made before the latest migrations is reused as it is: bring it up to date.
  await runMigrations(db);
  await installJobQueue(database.pool);
  await addSavedSearches(db, searches);
  const pid = await backendPid(db);
  const { rows: gearRows } = await db.execute<{ id: string }>(
    sql`select id from gears where status = 'active' and not is_hidden order by random() limit ${samples}`,
  );
  const runs: Run[] = [];
  for (const { id } of gearRows) {
    const [started, cpuBefore] = [performance.now(), await cpuMs(pid)];
    let matches = 0;
    await db
      .transaction(async (tx) => {
        matches = (await matchSavedSearches(tx, { gearId: id, delaySeconds: 300 })).length;
        tx.rollback();
      })
      .catch(() => {});
    runs.push({
      gearId: id,
      wall: performance.now() - started,
      cpu: (await cpuMs(pid)) - cpuBefore,
      matches,
    });
  }
  const walls = runs.map((r) => r.wall);
  const slowest = runs.reduce((a, b) => (b.wall > a.wall ? b : a));
  console.log(
    `${searches} saved searches, ${runs.length} listings, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}:` +
      ` wall p50 ${p50(walls).toFixed(0)} ms, max ${slowest.wall.toFixed(0)} ms;` +
      ` backend CPU p50 ${p50(runs.map((r) => r.cpu))} ms, max ${Math.max(...runs.map((r) => r.cpu))} ms;` +
      ` matches per listing p50 ${p50(runs.map((r) => r.matches))}, max ${Math.max(...runs.map((r) => r.matches))}`,
  );
  for (const r of runs)
    console.log(`  ${r.matches} matches: ${r.wall.toFixed(0)} ms wall, ${r.cpu} ms CPU`);
  if (process.argv.includes('--explain'))
    console.log(await explainMatch(database.pool, slowest.gearId));
  await db.execute(sql`delete from graphile_worker._private_jobs`);
  for (const { id } of gearRows.slice(0, sweepListings))
    await db.transaction((tx) => matchSavedSearches(tx, { gearId: id, delaySeconds: 0 }));
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataset.dir });
  // The unsubscribe key is read once per pool, outside the sweep's transactions: with this
  // bench's pool of one connection, a first read inside one would wait for itself.
  await unsubscribeToken(db, gearRows[0]!.id);
  const [started, cpuBefore, nodeBefore] = [
    performance.now(),
    await cpuMs(pid),
    process.cpuUsage(),
  ];
  const mails = await sweepInstantAlerts({ db, config });
  const node = process.cpuUsage(nodeBefore);
  const { rows: jobs } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker._private_jobs`,
  );
  console.log(
    `sweep of ${sweepListings} listings' matches: ${mails} mails queued, ${jobs[0]!.n} jobs in the queue` +
      ` (the sweeps of the window included); ${(performance.now() - started).toFixed(0)} ms wall,` +
      ` backend CPU ${(await cpuMs(pid)) - cpuBefore} ms, Node CPU ${((node.user + node.system) / 1000).toFixed(0)} ms`,
  );
  await db.execute(sql`delete from graphile_worker._private_jobs`);
  await db.execute(sql`truncate saved_search_matches, saved_searches`);
} finally {
  await database.close();
  await dataset.stop();
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statement matchSavedSearches() sends, rolled back. */
async function explainMatch(pool: Parameters<typeof drizzle>[0], gearId: string) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logged = drizzle(pool as never, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (text, params) => statements.push({ sql: text, params }) },
  }) as unknown as Db;
  const rolledBack = (work: (tx: Db) => Promise<void>) =>
    logged
      .transaction(async (tx) => (await work(tx as unknown as Db), tx.rollback()))
      .catch(() => {});
  await rolledBack(
    async (tx) => void (await matchSavedSearches(tx as never, { gearId, delaySeconds: 300 })),
  );
  const match = statements.find((s) => s.sql.includes('saved_search_matches'))!;
  let plan = '';
  await rolledBack(async (tx) => {
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
      sql.raw(`explain (analyze, buffers) ${inline(match.sql, match.params)}`),
    );
    plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  return plan;
}

/** The statement with its parameters written in (EXPLAIN of a raw statement takes no $n). */
function inline(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${String(value).replace(/'/g, "''")}'`;
  });
}
