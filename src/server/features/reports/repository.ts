// SQL of listing reports. The unique index (gear, user) is what makes "once per user and gear"
// hold even when two reports arrive at the same moment.
import type { Report, ReportWrite } from '#shared/contracts/reports.ts';
import type { Db } from '#server/db/client.ts';
import { reports } from '#server/db/schema.ts';

/** The stored report, or null when this user had already reported this gear. */
export async function insertReport(
  db: Db,
  { gearId, userId, input }: { gearId: string; userId: string; input: ReportWrite },
): Promise<Report | null> {
  const [row] = await db
    .insert(reports)
    .values({ gear_id: gearId, user_id: userId, reason: input.reason, text: input.text })
    .onConflictDoNothing()
    .returning({
      id: reports.id,
      gear: reports.gear_id,
      reason: reports.reason,
      text: reports.text,
      created_at: reports.created_at,
    });
  if (!row) return null;
  return {
    ...row,
    reason: row.reason as Report['reason'],
    created_at: row.created_at.toISOString(),
  };
}
