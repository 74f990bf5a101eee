// The moderation queue: reports (from POST gears/{id}/reports/) joined with the reported
// listing, its seller and the reporter, newest first.
import { and, count, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReport } from '#shared/contracts/admin.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { gears, reports, users } from '#server/db/schema.ts';

const reporter = alias(users, 'reporter');
const seller = alias(users, 'seller');

const selection = {
  id: reports.id,
  reason: reports.reason,
  text: reports.text,
  status: reports.status,
  staff_note: reports.staff_note,
  created_at: reports.created_at,
  reporter: { id: reporter.id, username: reporter.username },
  gear: {
    id: gears.id,
    name: gears.name,
    brand: gears.brand,
    model: gears.model,
    is_hidden: gears.is_hidden,
  },
  seller: { id: seller.id, username: seller.username },
};

const selectReports = (db: Db | Tx) =>
  db
    .select(selection)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.user_id))
    .innerJoin(gears, eq(gears.id, reports.gear_id))
    .innerJoin(seller, eq(seller.id, gears.user_id));

type Row = Awaited<ReturnType<typeof selectReports>>[number];
const toReport = ({ seller: s, gear, created_at, ...rest }: Row): AdminReport => ({
  ...rest,
  created_at: created_at.toISOString(),
  gear: { ...gear, seller: s },
});

export async function listReports(
  db: Db,
  query: { status: 'open' | 'resolved' | 'all'; page: number; page_size: number },
) {
  const where = query.status === 'all' ? undefined : eq(reports.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(reports.created_at), desc(reports.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return { items: rows.map(toReport), total: total?.value ?? 0 };
}

export async function findReport(db: Db | Tx, id: string): Promise<AdminReport | null> {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  return row ? toReport(row) : null;
}

/** Resolves the given report and every open report of the same listing, with the staff note. */
export async function resolveReportsOf(
  tx: Tx,
  target: { gearId: string; reportId: string; note: string },
) {
  await tx
    .update(reports)
    .set({ status: 'resolved', staff_note: target.note })
    .where(
      and(
        eq(reports.gear_id, target.gearId),
        or(eq(reports.status, 'open'), eq(reports.id, target.reportId)),
      ),
    );
}
