// SQL of conversations and their messages. A conversation row knows its two sides; the unique
// index (gear, buyer) is what makes "one per listing and buyer" hold under concurrent opens.
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Message } from '#shared/contracts/conversations.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { conversations, gears, messages, users } from '#server/db/schema.ts';
import { visibleMessage } from '#server/policies/conversation-access.ts';

export type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

export const toMessage = (m: MessageRow): Message => ({
  id: m.id,
  conversation: m.conversation_id,
  sender: m.sender_id,
  text: m.text,
  links_inert: m.links_inert,
  created_at: m.created_at.toISOString(),
  read_at: m.read_at?.toISOString() ?? null,
});

export async function findConversation(db: Db | Tx, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row ?? null;
}

/** The conversation of this buyer about this gear: the existing one, or a new one. */
export async function openConversationRow(
  tx: Tx,
  values: { gearId: string; gearName: string; buyerId: string; sellerId: string },
): Promise<{ row: ConversationRow; created: boolean }> {
  const [created] = await tx
    .insert(conversations)
    .values({
      gear_id: values.gearId,
      gear_name: values.gearName,
      buyer_id: values.buyerId,
      seller_id: values.sellerId,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [existing] = await tx
    .select()
    .from(conversations)
    .where(
      and(eq(conversations.gear_id, values.gearId), eq(conversations.buyer_id, values.buyerId)),
    );
  return { row: existing!, created: false };
}

export async function insertMessage(
  tx: Tx,
  values: { conversationId: string; senderId: string; text: string; linksInert: boolean },
): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversation_id: values.conversationId,
      sender_id: values.senderId,
      text: values.text,
      links_inert: values.linksInert,
    })
    .returning();
  await tx
    .update(conversations)
    .set({ last_message_at: row!.created_at })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

/** The visible messages, oldest first; `after` (a message id) keeps the newer ones only. */
export async function listMessages(db: Db, conversationId: string, after?: string) {
  const newer = after
    ? sql`(${messages.created_at}, ${messages.id}) > (select m2.created_at, m2.id from ${messages} as m2 where m2.id = ${after} and m2.conversation_id = ${conversationId})`
    : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), visibleMessage(), newer))
    .orderBy(asc(messages.created_at), asc(messages.id));
  return rows.map(toMessage);
}

/**
 * What changes when the conversation does (a new message, a read mark): the tag a polling
 * client sends back, checked with one indexed aggregate instead of reading the messages.
 */
export async function conversationVersion(db: Db, conversationId: string): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${messages.created_at})::text`,
      unread: sql<number>`count(*) filter (where ${messages.read_at} is null)::int`,
    })
    .from(messages)
    .where(eq(messages.conversation_id, conversationId));
  return `${row?.count ?? 0}.${row?.last ?? ''}.${row?.unread ?? 0}`;
}

/** Marks the other side's messages read. */
export async function markRead(db: Db, conversationId: string, readerId: string) {
  await db
    .update(messages)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        isNull(messages.read_at),
        or(isNull(messages.sender_id), ne(messages.sender_id, readerId)),
      ),
    );
}

/** What decides whether a sender's account is new (policies/conversation-access.ts). */
export async function findSenderAge(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ email_verified: users.email_verified, date_joined: users.date_joined })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The listing's name, kept on the conversation when it opens. */
export async function findGearName(db: Db, gearId: string) {
  const [row] = await db.select({ name: gears.name }).from(gears).where(eq(gears.id, gearId));
  return row;
}
