// Where a page of the list's reads go (bench/list-extras.ts, list-extras-ab.ts), on the `full`
// 100k data set, for the newest page, a page of wings and wings in DE:
// - each statement GET gears/ sends for it (listGears, as the server runs it once warm), under
//   EXPLAIN (ANALYZE, BUFFERS): the total and the page's rows with their extras (session 19);
// - session 18's reads of the same page, its rows alone and the three follow-ups a page sent after
//   them (pictures, price guide rows, open notice counts; their SQL as it was), timed in-process
//   one at a time after a warm-up and explained, beside the rows with the extras folded in;
// - the passport status two ways: from the records (the JSON-agg statement, what an item whose
//   stored basis is not computed yet still costs) and from the basis read with the rows (JS only).
//   node bench/list-extras-explain.ts [--samples 100]
import { inArray, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { GEAR_TYPE_IDS } from '../src/shared/constants.ts';
import { gearListQuerySchema } from '../src/shared/contracts/gear-list-query.ts';
import { connect, type Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { createDiskPhotoStore } from '../src/server/media/photo-store.ts';
import { selectWithExtras } from '../src/server/features/gears/extras-repository.ts';
import { picturesOf } from '../src/server/features/gears/pictures-repository.ts';
import { selectGears } from '../src/server/features/gears/repository.ts';
import {
  airworthinessOfGears,
  cardStatuses,
} from '../src/server/features/items/airworthiness-repository.ts';
import { listGears } from '../src/server/features/search/repository.ts';
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';
import { percentile, round } from './lib/stats.ts';

const flags = readFlags({ sizes: [100_000], samples: 100 });
const dataset = await openDataset(flags.sizes[0]!, 'full');
const database = connect(dataset.url, 2);
const db = database.db;
const store = createDiskPhotoStore('/nonexistent');
// Statements as Drizzle writes them, kept for EXPLAIN.
let captured: { sql: string; params: unknown[] }[] | null = null;
const logged = drizzle(database.pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (query, params) => captured?.push({ sql: query, params }) },
}) as unknown as Db;
const today = new Date().toISOString().slice(0, 10);
const list = (qs: string) =>
  listGears(logged, {
    store,
    query: gearListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))),
    viewer: null,
  });
// Session 18's follow-ups of a page as they were (gone in session 19: guideRowsOf of
// prices/guide-repository.ts, openCountsOf of safety-notices/gear-notices-repository.ts; the
// guide's `in (…)` list written as `any`).
const guideRows = (ids: string[]) => sql`select gear_id, median, count from gear_price_guides
    where gear_id = any(${sql.param(ids)}::uuid[])`;
const openCounts = (ids: string[]) => sql`select m.gear_id, n.severity, count(*)::int as n
    from notice_matches m join safety_notices n on n.id = m.notice_id
      join gears g on g.id = m.gear_id
    where m.gear_id = any(${sql.param(ids)}::uuid[]) and n.withdrawn_at is null
      and not exists (select 1 from item_records r
        where r.notice_id = n.id and r.item_id = g.item_id)
    group by m.gear_id, n.severity`;
const dialect = new PgDialect({ casing: 'snake_case' });
async function explain(
  statement: { sql: string; params: unknown[] } | SQL,
  on: Pick<pg.PoolClient, 'query'> = database.pool,
) {
  const { sql: text, params } =
    statement instanceof SQL ? dialect.sqlToQuery(statement) : statement;
  const plan = await on.query(`explain (analyze, buffers) ${text}`, params);
  console.log(`-- ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
  console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
}

/**
 * The generated data has no safety notices: in a transaction rolled back after, three notices
 * (one per severity) match the 5 000 newest listings and the page's own, and the page's
 * statements and session 18's notice counts are explained again, so that the counts' plans are
 * seen on matches that exist.
 */
async function withNotices(
  page: string,
  ids: string[],
  sent: { sql: string; params: unknown[] }[],
) {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `
      with brand as (select id, name from catalogue_brands order by name limit 1),
      notices as (
        insert into safety_notices (title, text, issuer, source_url, date, severity, brand_id,
          brand_key)
        select '{"en":"Bench"}', '{"en":"Bench"}', 'manufacturer', 'https://example.com', now(),
          s, brand.id, lower(brand.name)
        from brand, unnest(array['grounding', 'action', 'info']) s
        returning id)
      insert into notice_matches (notice_id, gear_id, match)
      select n.id, g.id, 'affected' from notices n,
        ((select id from gears order by created_at desc limit 5000)
         union select unnest($1::uuid[])) g(id)`,
      [ids],
    );
    await client.query('analyze notice_matches');
    console.log(`${page}, 3 notices matching 5 000 listings and the page's (rolled back):`);
    for (const statement of sent) await explain(statement, client);
    await explain(openCounts(ids), client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

try {
  const { wing } = GEAR_TYPE_IDS;
  await list(''); // the total of all public listings, remembered as a running server has it
  for (const [page, qs] of [
    ['newest', ''],
    ['wings', `gear_type=${wing}`],
    ['wings in DE', `gear_type=${wing}&country=DE`],
  ] as const) {
    const ids = (await list(qs)).items.map((g) => g.id);
    const pageRows = await selectGears(db).where(inArray(schema.gears.id, ids));
    const stale = pageRows.filter((r) => r.item && !r.basis?.check).length;
    const steps: Record<string, () => unknown> = {
      'session 18: page rows alone': () => selectGears(db).where(inArray(schema.gears.id, ids)),
      'session 18: pictures': () => picturesOf(db, store, ids),
      'session 18: guide rows': () => db.execute(guideRows(ids)),
      'session 18: open notice counts': () => db.execute(openCounts(ids)),
      'session 18: the three follow-ups at once': () =>
        Promise.all([
          picturesOf(db, store, ids),
          db.execute(guideRows(ids)),
          db.execute(openCounts(ids)),
        ]),
      'session 19: page rows with the extras folded': () =>
        selectWithExtras(db).where(inArray(schema.gears.id, ids)),
      'status from the records (statement + itemStatus)': () =>
        airworthinessOfGears(db, ids, today),
      'status from the basis (statusOn, JS only)': () => cardStatuses(db, pageRows, today),
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
    console.log(`${page}: the statements GET gears/?${qs} sends (session 19)`);
    captured = [];
    await list(qs);
    const sent = captured;
    captured = null;
    for (const statement of sent) await explain(statement);
    console.log(`${page}: session 18's follow-ups of the same page`);
    captured = [];
    await picturesOf(logged, store, ids);
    const [pictures] = captured;
    captured = null;
    await explain(pictures!);
    await explain(guideRows(ids));
    await explain(openCounts(ids));
    if (page === 'wings') await withNotices(page, ids, sent);
  }
} finally {
  await database.close();
  await dataset.stop();
}
