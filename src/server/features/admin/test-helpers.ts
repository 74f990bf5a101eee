// Shared by the admin tests: staff accounts, report and contact-message rows inserted directly
// (the reports API belongs to another feature), and a digest of every table an admin call writes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, contactMessages, reports } from '../../db/schema.ts';
import { loginAs, makeUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export async function makeStaff(db: Db) {
  const staff = await makeUser(db, { is_staff: true });
  return { staff, auth: await loginAs(db, staff.id) };
}

export async function makeReport(
  db: Db,
  gearId: string,
  userId: string,
  overrides: Partial<typeof reports.$inferInsert> = {},
) {
  const [row] = await db
    .insert(reports)
    .values({
      gear_id: gearId,
      user_id: userId,
      reason: 'scam',
      text: 'Asks for a wire transfer.',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeMessage(
  db: Db,
  overrides: Partial<typeof contactMessages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      full_name: 'Rita Sousa',
      email: 'rita@example.com',
      message: 'Hello team.',
      ...overrides,
    })
    .returning();
  return row!;
}

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
          `select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from ${table} x`,
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
