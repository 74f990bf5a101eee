// SQL of staff moderation of conversations: the reports with their conversation's two sides,
// and one report's messages (read only inside the audited transaction of moderation.ts).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { conversationReports, conversations, messages } from '#server/db/schema.ts';

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

export async function findReportsPage(
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
  return { rows, total: total?.n ?? 0 };
}

export async function findReport(tx: Tx, reportId: string) {
  const [row] = await tx
    .select(columns)
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversation_id))
    .where(and(eq(conversationReports.id, reportId)));
  return row;
}

export async function findMessagesOf(tx: Tx, conversationId: string) {
  return tx
    .select()
    .from(messages)
    .where(eq(messages.conversation_id, conversationId))
    .orderBy(asc(messages.created_at), asc(messages.id));
}
