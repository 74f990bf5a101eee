// What staff do with a report: hide the listing (it leaves every public list and page), restore
// it, delete it (rows and photo files), or dismiss the report. One decision answers every open
// report of the same listing, and the audit row is written in the same transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { AdminReport, ReportAction } from '#shared/contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { releaseKeys } from '#server/media/release-keys.ts';
import { gearSnapshot } from '#server/features/gears/write-repository.ts';
import { deleteGearRows, updateGearRow } from '#server/features/gears/write-repository.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { findReport, resolveReportsOf } from './reports-repository.ts';

export async function actOnReport(
  deps: { db: Db; photos: PhotoStore; log?: FastifyBaseLogger },
  {
    actorId,
    reportId,
    input,
  }: { actorId: string; reportId: string; input: { action: ReportAction; note: string } },
): Promise<AdminReport | null> {
  const { db, photos, log } = deps;
  const outcome = await db.transaction(async (tx) => {
    const report = await findReport(tx, reportId);
    if (!report) return null;
    const gearId = report.gear.id;
    const before = await gearSnapshot(tx, gearId);
    if (!before) return null;
    const reportBefore = { id: report.id, status: report.status, staff_note: report.staff_note };
    const resolved = { ...report, status: 'resolved' as const, staff_note: input.note };
    let keys: string[] = [];
    if (input.action === 'delete') {
      // The database cascades the listing's reports away with it; the audit row keeps the story.
      keys = await deleteGearRows(tx, gearId);
    } else {
      if (input.action === 'hide' || input.action === 'restore') {
        await updateGearRow(tx, gearId, { is_hidden: input.action === 'hide' });
      }
      await resolveReportsOf(tx, { gearId, reportId, note: input.note });
    }
    const after = input.action === 'delete' ? null : await gearSnapshot(tx, gearId);
    await recordAudit(tx, {
      actorId,
      action: `report.${input.action}`,
      targetType: 'gear',
      targetId: gearId,
      before: { ...before, report: reportBefore },
      // A deleted listing has no "after"; the decision and its note are still recorded.
      after: {
        ...(after ?? { deleted: true }),
        report: { ...reportBefore, status: 'resolved', staff_note: input.note },
      },
    });
    const answer =
      input.action === 'delete' ? resolved : ((await findReport(tx, reportId)) ?? resolved);
    return { answer, keys };
  });
  if (!outcome) return null;
  await releaseKeys(db, { photos, keys: outcome.keys, log });
  return outcome.answer;
}
