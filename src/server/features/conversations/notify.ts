// The recipient's mail about a new message, queued in the message's transaction (it exists
// exactly when the message does). At most one per conversation per 15 minutes while the
// earlier messages are unread: a mail goes when the recipient was never mailed about this
// conversation, was mailed over 15 minutes ago, or has read everything before this message.
// Not to accounts that switched it off (`message_mails`) or are suspended.
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps.ts';
import type { Tx } from '#server/db/client.ts';
import { conversations, messages, users } from '#server/db/schema.ts';
import { queuedMailer } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { newMessageMail } from '#server/mail/templates/new-message.ts';
import { otherParty, type Role } from '#server/policies/conversation-access.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import type { ConversationRow } from './repository.ts';

export const MAIL_QUIET_MS = 15 * 60_000;

export async function notifyRecipient(
  tx: Tx,
  { config }: AppDeps,
  args: {
    conversation: ConversationRow;
    role: Role;
    message: { id: string; sender_id: string | null; created_at: Date };
  },
): Promise<void> {
  const { conversation, role, message } = args;
  const recipientId = otherParty(conversation, role);
  if (!recipientId) return;
  const [recipient] = await tx.select().from(users).where(eq(users.id, recipientId));
  if (!recipient || !recipient.message_mails || !isActiveAccount(recipient)) return;
  const column = role === 'buyer' ? 'seller_mailed_at' : 'buyer_mailed_at';
  const [fresh] = await tx
    .select({ mailed_at: conversations[column] })
    .from(conversations)
    .where(eq(conversations.id, conversation.id))
    .for('update');
  const mailedAt = fresh?.mailed_at ?? null;
  if (mailedAt && Date.now() - mailedAt.getTime() < MAIL_QUIET_MS) {
    const [earlierUnread] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.conversation_id, conversation.id),
          isNull(messages.read_at),
          ne(messages.id, message.id),
          lt(messages.created_at, message.created_at),
          sql`${messages.sender_id} is distinct from ${recipientId}`,
        ),
      )
      .limit(1);
    if (earlierUnread) return;
  }
  await tx
    .update(conversations)
    .set({ [column]: sql`now()` })
    .where(eq(conversations.id, conversation.id));
  const [sender] = message.sender_id
    ? await tx
        .select({ first_name: users.first_name })
        .from(users)
        .where(eq(users.id, message.sender_id))
    : [];
  const [gear] = await tx
    .select({ name: conversations.gear_name })
    .from(conversations)
    .where(eq(conversations.id, conversation.id));
  await queuedMailer(tx).send({
    to: recipient.email,
    ...newMessageMail({
      language: mailLanguage(recipient.language),
      name: recipient.first_name,
      siteUrl: config.siteUrl,
      sender: sender?.first_name ?? '',
      listing: gear?.name ?? '',
      conversationId: conversation.id,
      recipientId,
    }),
  });
}
