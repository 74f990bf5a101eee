// Benchmark: the daily passport reminder sweep over N items (goal: 100 000 items in ≤ 60 s,
// issue 35), and the status of a page of 24 cards. A throw-away embedded PostgreSQL gets 1 000
// owners, N wings with a serial and 3 records each (check dates spread over three years, so a
// few percent fall due within the month), then sweepPassportReminders() is timed twice: the
// first run claims and queues the due reminders, the second finds them all sent.
//   node bench/passport-reminders.ts [--items 100000]
import './lib/help.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { loadConfig } from '../src/server/config.ts';
import { sweepPassportReminders } from '../src/server/features/items/reminders.ts';
import { statusesOf } from '../src/server/features/items/service.ts';
import { itemsByIds } from '../src/server/features/items/repository.ts';
import { installJobQueue } from '../src/server/jobs/queue.ts';

const at = process.argv.indexOf('--items');
const count = at > 0 ? Number(process.argv[at + 1]) : 100_000;
const dir = await mkdtemp(join(tmpdir(), 'airgear-bench-passport-'));
const pg = await startEmbeddedPostgres(dir);
const database = connect(pg.url, 2);
try {
  const db = database.db;
  await runMigrations(db);
  await installJobQueue(database.pool);
  await seedReferenceData(db);
  const started = performance.now();
  // The generation runs on one connection without the app's 30 s statement timeout.
  const client = await database.pool.connect();
  await client.query('set statement_timeout = 0');
  const dialect = new PgDialect();
  const gen = (statement: ReturnType<typeof sql>) => {
    const q = dialect.sqlToQuery(statement);
    return client.query(q.sql, q.params);
  };
  await gen(sql`insert into users (username, email, password_hash, first_name)
    select 'owner' || i, 'owner' || i || '@example.com', 'x', 'Owner' from generate_series(1, 1000) i`);
  await gen(sql`insert into items (owner_id, gear_type_id, brand, model, serial, flight_hours)
    select u.a[1 + i % 1000], '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c', 'Ozone', 'Rush ' || (i % 7),
           'SN' || i, 50 + i % 200
      from generate_series(1, ${count}) i, (select array_agg(id order by id) a from users) u`);
  await gen(sql`insert into item_records (item_id, user_id, kind, date, flight_hours, porosity)
    select it.id, it.owner_id, k.kind, current_date - ((abs(hashtext(it.id::text || k.kind)) % 1095) || ' days')::interval,
           it.flight_hours - 10, '[{"point":"A","value":40,"limit":10}]'::jsonb
      from items it cross join (values ('check'), ('check'), ('note')) k(kind)`);
  await client.query('analyze');
  client.release();
  console.log(
    `data: ${count} items, ${3 * count} records in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
  for (const run of ['first', 'second']) {
    const t0 = performance.now();
    const sent = await sweepPassportReminders({ db, config });
    console.log(
      `sweep (${run} run): ${sent} reminders queued in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  const ids = (
    await db.execute<{ id: string }>(sql`select id from items order by random() limit 24`)
  ).rows.map((r) => r.id);
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await statusesOf(db, await itemsByIds(db, ids));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `status of 24 cards: p50 ${times[15]!.toFixed(1)} ms, p95 ${times[28]!.toFixed(1)} ms`,
  );
} finally {
  await database.close();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
