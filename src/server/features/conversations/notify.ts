// The recipient's mail about a new message: queued in the message's transaction, at most one
// per conversation per 15 minutes while the earlier ones are unread (filled in with item 5).
import type { AppDeps } from '#server/app-deps.ts';
import type { Tx } from '#server/db/client.ts';
import type { Role } from '#server/policies/conversation-access.ts';
import type { ConversationRow } from './repository.ts';

export async function notifyRecipient(
  _tx: Tx,
  _deps: AppDeps,
  _args: { conversation: ConversationRow; role: Role; message: { id: string } },
): Promise<void> {}
