// What a catalogue-model filter's total would cost on the model page at 1M (bench/README.md,
// "A catalogue model's page"): a partial index on the active, visible listings by catalogue size,
// made, the biggest model's total counted twice under EXPLAIN (ANALYZE, BUFFERS), then dropped.
//   node bench/model-page-count-index.ts
import './lib/help.ts';
import pg from 'pg';
import { openDataset } from './lib/dataset.ts';
const dataset = await openDataset(1_000_000, 'plain');
const c = new pg.Client({ connectionString: dataset.url });
await c.connect();
try {
  const t0 = Date.now();
  await c.query(
    `create index if not exists gears_try_model_count on gears (catalogue_size_id) include (user_id, id) where status = 'active' and not is_hidden`,
  );
  console.log('index build ms', Date.now() - t0);
  await c.query('vacuum analyze gears');
  const {
    rows: [m],
  } = await c.query(
    `select s.model_id from gears g join catalogue_sizes s on s.id = g.catalogue_size_id group by 1 order by count(*) desc limit 1`,
  );
  const {
    rows: [size],
  } = await c.query(`select pg_size_pretty(pg_relation_size('gears_try_model_count')) as s`);
  console.log('index size', size.s);
  const q = `explain (analyze, buffers) select count(*) from gears where catalogue_size_id in (select id from catalogue_sizes where model_id = $1)
    and status = 'active' and not is_hidden and not exists (select 1 from users suspended where suspended.id = gears.user_id and suspended.is_suspended)
    and gears.id not in (select held_gear.id from stolen_holds join gears as held_gear on held_gear.item_id = stolen_holds.item_id where stolen_holds.released_at is null)`;
  for (const run of ['first', 'second']) {
    const r = await c.query(q, [m.model_id]);
    console.log(`--- ${run}\n` + r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
  await c.query('drop index gears_try_model_count');
} finally {
  await c.end();
  await dataset.stop();
}
