// The SQL a listing search runs, taken from the repository itself (a Drizzle logger records every
// statement), so EXPLAIN looks at exactly the queries the server sends, never at a copy of them.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { gearListQuerySchema } from '#shared/contracts/gear-list-query.ts';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { listGears } from '../../src/server/features/search/repository.ts';
import { createDiskPhotoStore } from '../../src/server/media/photo-store.ts';

export type Statement = { sql: string; params: unknown[] };

export async function searchStatements(pool: pg.Pool, queryString: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Db;
  const query = gearListQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
  await listGears(db, { store: createDiskPhotoStore('/nonexistent'), query, viewer: null });
  return statements;
}

export type Explained = {
  sql: string;
  params: unknown[];
  kind: string;
  execution_ms: number;
  planning_ms: number;
  plan: string;
};

/** Which of the list's statements this is: the total, the page, or one of the page's extras. */
export function kindOf(sql: string) {
  if (sql.startsWith('select count')) return 'count';
  if (sql.includes('from "gear_pictures"')) return 'pictures';
  if (sql.startsWith('select distinct') && /from "(certificates|item_records)"/.test(sql))
    return 'certificates';
  if (sql.includes('from "gear_price_guides"')) return 'guides';
  if (sql.includes('from "currency_rates"') && !sql.includes('from "gears"')) return 'rates';
  if (sql.includes('severity')) return 'notices';
  if (sql.includes('"items"."')) return 'passport';
  return 'rows';
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement: its plan as text and its execution time. */
export async function explain(pool: pg.Pool, statement: Statement): Promise<Explained> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
    statement.params,
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan);
  const planning = /Planning Time: ([\d.]+) ms/.exec(plan);
  return {
    ...statement,
    kind: kindOf(statement.sql),
    execution_ms: Number(execution?.[1] ?? NaN),
    planning_ms: Number(planning?.[1] ?? NaN),
    plan,
  };
}
