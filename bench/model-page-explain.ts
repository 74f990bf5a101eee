// Where a model page's time goes at 1M listings (bench/model-page.ts): the model's prices query
// (features/prices/repository.ts, as Drizzle writes it) under EXPLAIN (ANALYZE, BUFFERS) for the
// model with the most listings, and how many listings each model has in the data set.
//   node bench/model-page-explain.ts [--sizes 1m]
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import { priceGroups } from '../src/server/features/prices/repository.ts';
import { readFlags } from './lib/args.ts';
import { openDataset } from './lib/dataset.ts';

const flags = readFlags({ sizes: [1_000_000] });
const dataset = await openDataset(flags.sizes[0]!, 'plain');
const pool = new pg.Pool({ connectionString: dataset.url, max: 2 });
try {
  const { rows: models } = await pool.query<{ id: string; n: number }>(`
    select s.model_id as id, count(*)::int as n from gears g
      join catalogue_sizes s on s.id = g.catalogue_size_id group by s.model_id order by 2 desc`);
  console.log(
    `${models.length} models; listings per model: max ${models[0]?.n}, min ${models.at(-1)?.n}`,
  );
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;
  await priceGroups(db, { modelId: models[0]!.id });
  const query = captured.at(-1)!;
  const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
} finally {
  await pool.end();
  await dataset.stop();
}
