// What a fresh database connection adds to the model page's list statement at 1M (bench/README.md,
// "A catalogue model's page", session 17): on each of 3 new connections, two models' page
// statements (size-page-repository.ts), each EXPLAINed (planning and execution time) then run,
// twice. A connection's first statements plan slower: PostgreSQL loads the catalogue entries of
// every table and index they touch into that connection's caches.
//   node bench/model-page-fresh-connection.ts
import './lib/help.ts';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDataset } from './lib/dataset.ts';
import * as schema from '../src/server/db/schema.ts';
import { selectGears } from '../src/server/features/gears/repository.ts';
import { orderings } from '../src/server/features/search/page-repository.ts';
import { modelPageOf } from '../src/server/features/search/size-page-repository.ts';
import { listedGear } from '../src/server/policies/gear-visibility.ts';
const d = await openDataset(1_000_000, 'plain');
try {
  const admin = new pg.Client({ connectionString: d.url });
  await admin.connect();
  const { rows: models } = await admin.query(
    `select s.model_id as id from gears g join catalogue_sizes s on s.id = g.catalogue_size_id group by 1 order by count(*) desc limit 6`,
  );
  await admin.end();
  for (let c = 0; c < 3; c++) {
    const client = new pg.Client({ connectionString: d.url });
    await client.connect();
    const db = drizzle(client, { schema, casing: 'snake_case' }) as never;
    const times: string[] = [];
    for (const m of models.slice(c * 2, c * 2 + 2)) {
      const q = selectGears(db)
        .where(
          inArray(
            schema.gears.id,
            modelPageOf(db, {
              filters: { catalogue_model: m.id },
              visible: [listedGear()],
              limit: 12,
              offset: 0,
            })!,
          ),
        )
        .orderBy(...orderings.newest)
        .toSQL();
      for (let i = 0; i < 2; i++) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, summary) ${q.sql}`,
          q.params,
        );
        const plan = rows.map((r) => r['QUERY PLAN']);
        const t0 = performance.now();
        await client.query(q.sql, q.params);
        const t = performance.now() - t0;
        times.push(
          `${plan.find((l) => l.startsWith('Planning Time'))} ${plan.find((l) => l.startsWith('Execution Time'))} then ${t.toFixed(1)}ms`,
        );
      }
    }
    console.log(`connection ${c}:`, times.join(' | '));
    await client.end();
  }
} finally {
  await d.stop();
}
