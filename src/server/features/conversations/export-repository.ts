// SQL of the data export's conversations (export.ts): the user's conversations, oldest first,
// and every message of them, hidden ones included (they are the user's own record).
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversations, messages } from '#server/db/schema.ts';
import { conversationsOf } from '#server/policies/conversation-access.ts';

export async function findConversationsOf(db: Db, userId: string) {
  return db
    .select()
    .from(conversations)
    .where(conversationsOf(userId))
    .orderBy(asc(conversations.created_at));
}

export async function findMessagesIn(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(inArray(messages.conversation_id, conversationIds))
    .orderBy(asc(messages.created_at), asc(messages.id));
}
