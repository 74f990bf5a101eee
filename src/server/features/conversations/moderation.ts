// Staff read a conversation only through a report of it (policies/conversation-access.ts), and
// every such read is written to the audit log in the same transaction as the read itself.
import type { ReportReason } from '#shared/contracts/reports.ts';
import type { Db } from '#server/db/client.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { findMessagesOf, findReport, findReportsPage } from './moderation-repository.ts';
import { toMessage } from './repository.ts';

const toReport = <R extends { reason: string; created_at: Date }>(r: R) => ({
  ...r,
  reason: r.reason as ReportReason,
  created_at: r.created_at.toISOString(),
});

export async function listConversationReports(
  db: Db,
  { status, page, page_size }: { status: 'open' | 'resolved'; page: number; page_size: number },
) {
  const { rows, total } = await findReportsPage(db, { status, page, page_size });
  return { items: rows.map(toReport), total };
}

/** The report with every message; the read is audited (`conversation.read`). */
export async function readReportedConversation(db: Db, reportId: string, actorId: string) {
  return db.transaction(async (tx) => {
    const row = await findReport(tx, reportId);
    if (!row) return null;
    const list = await findMessagesOf(tx, row.conversation);
    await recordAudit(tx, {
      actorId,
      action: 'conversation.read',
      targetType: 'conversation',
      targetId: row.conversation,
      before: null,
      after: { report: row.id, messages: list.length },
    });
    return { ...toReport(row), messages: list.map(toMessage) };
  });
}
