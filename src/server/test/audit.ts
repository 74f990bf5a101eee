// Admin tests: a digest of every table an admin call writes, and the audit rows of a target.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import type { TestContext } from './test-app.ts';

const TABLES = [
  'users',
  'sessions',
  'gears',
  'gear_types',
  'certifiers',
  'certificates',
  'reports',
  'contact_messages',
  'audit_log',
];

/** A digest of every row of the tables an admin call could touch. */
export async function snapshot(t: TestContext): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async (table) => {
      const result = await t.database.db.execute(
        sql.raw(
          // Less the view counter, written in batches (gears/views-repository.ts).
          `select coalesce(md5(string_agg(r, '|' order by r)), '') as d from (select (to_jsonb(x) - 'views')::text as r from ${table} x) y`,
        ),
      );
      return `${table}:${(result.rows[0] as { d: string }).d}`;
    }),
  );
  return parts.join(',');
}

/** The audit rows of one target, oldest first. */
export async function auditOf(db: Db, targetId: string) {
  return db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.target_id} = ${targetId}`)
    .orderBy(auditLog.created_at);
}
