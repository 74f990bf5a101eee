// Benchmark: what the stolen-gear hold adds to a public list (policies/gear-visibility.ts,
// listedGear). A throw-away embedded PostgreSQL with 100 000 listings (half showing an item) and
// 30 open holds; the page of the newest 24 and the total, with the rule as it is and without the
// hold (as before it), in alternating order. Prints p50/p95 from Node and the plans.
//   node bench/stolen-hold-lists.ts
import './lib/help.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, sql } from 'drizzle-orm';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { connect, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedReferenceData } from '../src/server/db/seed/seed.ts';
import { gears } from '../src/server/db/schema.ts';
import { listedGear } from '../src/server/policies/gear-visibility.ts';

const dir = await mkdtemp(join(tmpdir(), 'airgear-list-explain-'));
const pg = await startEmbeddedPostgres(dir);
const database = connect(pg.url, 2);
try {
  const db = database.db;
  await runMigrations(db);
  await seedReferenceData(db);
  await db.execute(sql`insert into users (username, email, password_hash, first_name, last_name)
    select 'u' || i, 'u' || i || '@x.example', 'x', 'A', 'B' from generate_series(1, 1000) i`);
  await db.execute(sql`insert into items (owner_id, gear_type_id, brand, model, serial)
    select u.a[1 + i % 1000], ${GEAR_TYPE_IDS.wing}, 'Ozone', 'Rush', 'S' || i
    from generate_series(1, 50000) i, (select array_agg(id) as a from users) u`);
  // In batches: one statement for them all could outlast the pool's statement timeout.
  for (let from = 1; from <= 100_000; from += 20_000)
    await db.execute(sql`insert into gears (user_id, gear_type_id, name, brand, model, price, currency, item_id, created_at)
      select it.owner_id, ${GEAR_TYPE_IDS.wing}, 'Wing ' || n, 'Ozone', 'Rush', 1000, 'EUR',
        case when n % 2 = 0 then it.id end, now() - make_interval(secs => n)
      from generate_series(${from}::int, ${from + 19_999}::int) n join items it on it.serial = 'S' || ((n % 50000) + 1)`);
  await db.execute(sql`insert into stolen_reports (gear_type_id, brand, model, serial, serial_norm, stolen_on, place, status)
    select ${GEAR_TYPE_IDS.wing}, 'Ozone', 'Rush', 'S' || i, 'S' || i, date '2025-01-01', 'X', 'published' from generate_series(1, 30) i`);
  await db.execute(
    sql`insert into stolen_holds (report_id, item_id) select r.id, i.id from stolen_reports r join items i on i.serial = r.serial_norm`,
  );
  // Vacuumed, as a live table is: the visibility map lets a count read the public index alone.
  await db.execute(sql`vacuum analyze`);
  for (const label of [
    'listed (without hold, as before)',
    'listed (with hold)',
    'listed (without hold, as before)',
    'listed (with hold)',
  ]) {
    const where =
      label === 'listed (with hold)'
        ? listedGear()
        : and(
            sql`${gears.status} = 'active'`,
            sql`${gears.is_hidden} = false`,
            sql`not exists (select 1 from users s where s.id = ${gears.user_id} and s.is_suspended)`,
          );
    const q = db
      .select({ id: gears.id })
      .from(gears)
      .where(where)
      .orderBy(desc(gears.created_at))
      .limit(24)
      .toSQL();
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await database.pool.query(q.sql, q.params);
      times.push(performance.now() - t0);
    }
    const cnt = db
      .select({ n: sql`count(*)` })
      .from(gears)
      .where(where)
      .toSQL();
    const c0 = performance.now();
    for (let i = 0; i < 10; i++) await database.pool.query(cnt.sql, cnt.params);
    const countMs = (performance.now() - c0) / 10;
    times.sort((a, b) => a - b);
    console.log(
      `${label}: page p50 ${times[30]!.toFixed(2)} ms p95 ${times[57]!.toFixed(2)} ms; count ${countMs.toFixed(1)} ms`,
    );
    for (const [name, statement] of [
      ['page', q],
      ['count', cnt],
    ] as const) {
      const plan = await database.pool.query(`explain analyze ${statement.sql}`, statement.params);
      console.log(
        `-- ${name}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
      );
    }
  }
} finally {
  await database.close();
  await pg.stop();
  await rm(dir, { recursive: true, force: true });
}
