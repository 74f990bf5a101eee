// Staff read a conversation only through a report of it (policies/conversation-access.ts), and
// every such read is written to the audit log in the same transaction as the read itself.
import { and, asc, desc, eq, count } from 'drizzle-orm';
import type { ReportReason } from '#shared/contracts/reports.ts';
import type { Db } from '#server/db/client.ts';
import { conversationReports, conversations, messages } from '#server/db/schema.ts';
import { recordAudit } from '#server/audit/audit-log.ts';
import { toMessage } from './repository.ts';

const columns = {
  id: conversationReports.id,
  conversation: conversationReports.conversation_id,
  reason: conversationReports.reason,
  text: conversationReports.text,
  status: conversationReports.status,
  created_at: conversationReports.created_at,
  reporter: conversationReports.user_id,
  buyer: conversations.buyer_id,
  seller: conversations.seller_id,
  gear_name: conversations.gear_name,
};
const toReport = <R extends { reason: string; created_at: Date }>(r: R) => ({
  ...r,
  reason: r.reason as ReportReason,
  created_at: r.created_at.toISOString(),
});

export async function listConversationReports(
  db: Db,
  { status, page, page_size }: { status: 'open' | 'resolved'; page: number; page_size: number },
) {
  const where = eq(conversationReports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversation_id))
      .where(where)
      .orderBy(desc(conversationReports.created_at), desc(conversationReports.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ n: count() }).from(conversationReports).where(where),
  ]);
  return { items: rows.map(toReport), total: total?.n ?? 0 };
}

/** The report with every message; the read is audited (`conversation.read`). */
export async function readReportedConversation(db: Db, reportId: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(columns)
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversation_id))
      .where(and(eq(conversationReports.id, reportId)));
    if (!row) return null;
    const list = await tx
      .select()
      .from(messages)
      .where(eq(messages.conversation_id, row.conversation))
      .orderBy(asc(messages.created_at), asc(messages.id));
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
