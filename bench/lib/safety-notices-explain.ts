// EXPLAIN (ANALYZE, BUFFERS, WAL) of each statement of the match_notice_subject job for one
// listing, taken from the job itself (a Drizzle logger records what it sends), as a new listing
// (its matches deleted first) and as an edit that changes nothing. Each is explained in a
// transaction rolled back, so the listing's state is the same for both.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { runSubjectMatch } from '../../src/server/features/safety-notices/matching.ts';

type Statement = { sql: string; params: unknown[] };

async function recorded(pool: pg.Pool, gearId: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Db;
  await runSubjectMatch({ db, config: { siteUrl: 'http://localhost' } }, { gearId });
  return statements.filter((s) => !/^(begin|commit|rollback)/i.test(s.sql));
}

async function explainAll(pool: pg.Pool, label: string, statements: Statement[], reset?: string) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (reset) await client.query(reset);
    console.log(`  EXPLAIN, ${label}: ${statements.length} statement(s)`);
    for (const s of statements) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, wal) ${s.sql}`,
        s.params,
      );
      console.log(rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
    }
  } finally {
    await client.query('rollback');
    client.release();
  }
}

export async function explainJob(pool: pg.Pool, gearId: string) {
  const forget = `delete from notice_matches where gear_id = '${gearId}'`;
  await pool.query(forget);
  await explainAll(pool, 'new listing', await recorded(pool, gearId), forget);
  await explainAll(pool, 'edit changing nothing', await recorded(pool, gearId));
}
