// The recipient's mail about a new message, queued in the message's transaction (it exists
// exactly when the message does). At most one per conversation per 15 minutes while the
// earlier messages are unread: a mail goes when the recipient was never mailed about this
// conversation, was mailed over 15 minutes ago, or has read everything before this message.
// Not to accounts that switched it off (`message_mails`) or are suspended.
import type { AppDeps } from '#server/app-deps.ts';
import type { Tx } from '#server/db/client.ts';
import { queuedMailer } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { newMessageMail } from '#server/mail/templates/new-message.ts';
import { otherParty, type Role } from '#server/policies/conversation-access.ts';
import { isActiveAccount } from '#server/policies/user-access.ts';
import {
  findMailNames,
  findRecipient,
  hasEarlierUnread,
  lockMailedAt,
  markMailed,
} from './mail-repository.ts';
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
  const recipient = await findRecipient(tx, recipientId);
  if (!recipient || !recipient.message_mails || !isActiveAccount(recipient)) return;
  const column = role === 'buyer' ? 'seller_mailed_at' : 'buyer_mailed_at';
  const mailedAt = await lockMailedAt(tx, conversation.id, column);
  if (
    mailedAt &&
    Date.now() - mailedAt.getTime() < MAIL_QUIET_MS &&
    (await hasEarlierUnread(tx, { conversationId: conversation.id, recipientId, message }))
  )
    return;
  await markMailed(tx, conversation.id, column);
  const { sender, listing } = await findMailNames(tx, {
    conversationId: conversation.id,
    senderId: message.sender_id,
  });
  await queuedMailer(tx).send({
    to: recipient.email,
    ...newMessageMail({
      language: mailLanguage(recipient.language),
      name: recipient.first_name,
      siteUrl: config.siteUrl,
      sender,
      listing,
      conversationId: conversation.id,
      recipientId,
    }),
  });
}
