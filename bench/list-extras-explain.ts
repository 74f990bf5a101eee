// Where the list's extras go (bench/list-extras.ts): on the `full` 100k data set, each query the
// passport status and the guide line add to a page of 24 cards, timed in-process (one at a time,
// after a warm-up) and its plan under EXPLAIN ANALYZE, for the newest page and a page of wings.
//   node bench/list-extras-explain.ts [--samples 100]
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { connect, type Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { checkRulesOfItems } from '../src/server/features/items/check-rule-repository.ts';
import { statusRecordsOfItems } from '../src/server/features/items/records-repository.ts';
import { itemsByIds } from '../src/server/features/items/repository.ts';
import { statusesOf } from '../src/server/features/items/service.ts';
import { guideLinesOf } from '../src/server/features/prices/guide-repository.ts';
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
try {
  for (const [page, where] of [
    ['newest', sql`true`],
    ['wings', sql`gear_type_id = '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c'`],
  ] as const) {
    const { rows } = await db.execute<{ id: string; item_id: string | null; price: string }>(
      sql`select id, item_id, price from gears where status = 'active' and not is_hidden
            and ${where} order by created_at desc limit 24`,
    );
    const cards = rows.map((r) => ({ id: r.id, price: Number(r.price) }));
    const ids = rows.flatMap((r) => (r.item_id ? [r.item_id] : []));
    const steps: Record<string, () => Promise<unknown>> = {
      'items by id': () => itemsByIds(db, ids),
      'check rules': () => checkRulesOfItems(db, ids),
      'status records': () => statusRecordsOfItems(db, ids),
      'statuses (all three)': async () => statusesOf(db, await itemsByIds(db, ids)),
      'guide lines': () => guideLinesOf(db, cards),
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
      table[name] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
    }
    console.log(`${page}: ${ids.length} items on the page`);
    console.table(table);
    captured.length = 0;
    await checkRulesOfItems(logged, ids);
    await statusRecordsOfItems(logged, ids);
    await guideLinesOf(logged, cards);
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
