// The caller's conversations for the data export (GET users/me/export/): each with every
// message, the other side's shown as not theirs and without naming them.
import type { AccountExport } from '#shared/contracts/account-security.ts';
import type { Db } from '#server/db/client.ts';
import { findConversationsOf, findMessagesIn } from './export-repository.ts';

export async function exportConversations(
  db: Db,
  userId: string,
): Promise<AccountExport['conversations']> {
  const rows = await findConversationsOf(db, userId);
  const all = await findMessagesIn(
    db,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({
    id: c.id,
    gear: c.gear_id,
    gear_name: c.gear_name,
    role: c.buyer_id === userId ? 'buyer' : 'seller',
    created_at: c.created_at.toISOString(),
    messages: all
      .filter((m) => m.conversation_id === c.id)
      .map((m) => ({
        id: m.id,
        from_me: m.sender_id === userId,
        text: m.text,
        created_at: m.created_at.toISOString(),
        read_at: m.read_at?.toISOString() ?? null,
      })),
  }));
}
