// SQL of the new-message mail (notify.ts): the recipient, the per-side "mailed at" mark held
// under a row lock while the mail is decided, and whether earlier messages are still unread.
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { conversations, messages, users } from '#server/db/schema.ts';

export type MailedColumn = 'seller_mailed_at' | 'buyer_mailed_at';

export async function findRecipient(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

/** When this side was last mailed about the conversation; locks the row until commit. */
export async function lockMailedAt(tx: Tx, conversationId: string, column: MailedColumn) {
  const [row] = await tx
    .select({ mailed_at: conversations[column] })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  return row?.mailed_at ?? null;
}

/** Whether a message to the recipient older than this one is still unread. */
export async function hasEarlierUnread(
  tx: Tx,
  {
    conversationId,
    recipientId,
    message,
  }: { conversationId: string; recipientId: string; message: { id: string; created_at: Date } },
) {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        isNull(messages.read_at),
        ne(messages.id, message.id),
        lt(messages.created_at, message.created_at),
        sql`${messages.sender_id} is distinct from ${recipientId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function markMailed(tx: Tx, conversationId: string, column: MailedColumn) {
  await tx
    .update(conversations)
    .set({ [column]: sql`now()` })
    .where(eq(conversations.id, conversationId));
}

/** The sender's first name and the listing's name the mail quotes. */
export async function findMailNames(
  tx: Tx,
  { conversationId, senderId }: { conversationId: string; senderId: string | null },
) {
  const [sender] = senderId
    ? await tx.select({ first_name: users.first_name }).from(users).where(eq(users.id, senderId))
    : [];
  const [gear] = await tx
    .select({ name: conversations.gear_name })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return { sender: sender?.first_name ?? '', listing: gear?.name ?? '' };
}
