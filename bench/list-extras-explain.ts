// Where the list's extras go (bench/list-extras.ts): on the `full` 100k data set, each read the
// passport status and the guide line add to a page of 24 cards, timed in-process (one at a time,
// after a warm-up) and its plan under EXPLAIN ANALYZE, for the newest page and a page of wings.
// The status two ways: from the records (the JSON-agg statement and itemStatus per card: what the
// list did before migration 0032, and still does for an item not yet refreshed) and from the
// basis read with the page's rows (statusOn per card, no statement of its own).
//   node bench/list-extras-explain.ts [--samples 100]
import { inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, type Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { selectGears } from '../src/server/features/gears/repository.ts';
import {
  airworthinessOfGears,
  cardStatuses,
} from '../src/server/features/items/airworthiness-repository.ts';
import { guideRowsOf } from '../src/server/features/prices/guide-repository.ts';
import { openCountsOf } from '../src/server/features/safety-notices/gear-notices-repository.ts';
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { percentile, round } from './lib/stats.ts';

const flags = readFlags({ sizes: [100_000], samples: 100 });
const dataset = await openDataset(flags.sizes[0]!, 'full');
const database = connect(dataset.url, 2);
const db = database.db;
// Queries as Drizzle writes them, kept for EXPLAIN.
const captured: { sql: string; params: unknown[] }[] = [];
const logged = drizzle(database.pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
}) as unknown as Db;
const today = new Date().toISOString().slice(0, 10);
try {
  for (const [page, where] of [
    ['newest', sql`true`],
    ['wings', sql`gear_type_id = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c'`],
  ] as const) {
    const { rows } = await db.execute<{ id: string }>(
      sql`select id from gears where status = 'active' and not is_hidden
            and ${where} order by created_at desc limit 24`,
    );
    const ids = rows.map((r) => r.id);
    const pageRows = await selectGears(db).where(inArray(schema.gears.id, ids));
    const stale = pageRows.filter((r) => r.item && !r.basis?.check).length;
    const steps: Record<string, () => unknown> = {
      "page rows (with the items' basis)": () =>
        selectGears(db).where(inArray(schema.gears.id, ids)),
      'status from the records (statement + itemStatus)': () =>
        airworthinessOfGears(db, ids, today),
      'status from the basis (statusOn, JS only)': () => cardStatuses(db, pageRows, today),
      'guide rows': () => guideRowsOf(db, ids),
      'open notices': () => openCountsOf(db, ids),
      'a trivial query (floor)': () => db.execute(sql`select 1`),
    };
    const table: Record<string, unknown> = {};
    for (const [name, run] of Object.entries(steps)) {
      for (let i = 0; i < 10; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < flags.samples; i++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      table[name] = { p50: round(percentile(times, 50), 3), p95: round(percentile(times, 95), 3) };
    }
    const items = pageRows.filter((r) => r.item).length;
    console.log(`${page}: ${items} items on the page (${stale} without a stored basis)`);
    console.table(table);
    captured.length = 0;
    await selectGears(logged).where(inArray(schema.gears.id, ids));
    await airworthinessOfGears(logged, ids, today);
    for (const query of captured) {
      const client = await database.pool.connect();
      try {
        const plan = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
        console.log(`-- ${query.sql.slice(0, 160)}…`);
        console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      } finally {
        client.release();
      }
    }
  }
} finally {
  await database.close();
  await dataset.stop();
}
