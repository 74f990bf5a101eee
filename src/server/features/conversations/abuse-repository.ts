// Rows the abuse rules count and read: blocks, reports, and how much a user wrote lately. Limits are
// counted from the rows themselves, so they hold across server processes; the writer's
// advisory lock makes two requests at once count one after the other.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { ConversationReportWrite } from '#shared/contracts/conversations.ts';
import { conversationReports, conversations, messages, userBlocks } from '#server/db/schema.ts';

export async function isBlocked(db: Db | Tx, blockerId: string, blockedId: string) {
  const [row] = await db
    .select({ at: userBlocks.created_at })
    .from(userBlocks)
    .where(and(eq(userBlocks.blocker_id, blockerId), eq(userBlocks.blocked_id, blockedId)))
    .limit(1);
  return row !== undefined;
}

export async function block(db: Db, blockerId: string, blockedId: string) {
  await db
    .insert(userBlocks)
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflictDoNothing();
}

export async function unblock(db: Db, blockerId: string, blockedId: string) {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blocker_id, blockerId), eq(userBlocks.blocked_id, blockedId)));
}

/** The participant's report of the conversation; undefined when they already reported it. */
export async function insertReport(
  db: Db,
  {
    conversationId,
    userId,
    report,
  }: { conversationId: string; userId: string; report: ConversationReportWrite },
) {
  const [row] = await db
    .insert(conversationReports)
    .values({ conversation_id: conversationId, user_id: userId, ...report })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Serialises one user's writes of conversations and messages until the transaction ends. */
export async function lockWriter(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'messages:' + userId}))`);
}

const since = (ms: number) => new Date(Date.now() - ms);

export async function conversationsOpenedSince(tx: Tx, buyerId: string, ms: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.buyer_id, buyerId), gt(conversations.created_at, since(ms))));
  return row?.n ?? 0;
}

export async function messagesSentSince(tx: Tx, senderId: string, ms: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.sender_id, senderId), gt(messages.created_at, since(ms))));
  return row?.n ?? 0;
}
