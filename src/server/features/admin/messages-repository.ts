// SQL of the contact-message inbox: a page of messages, and the read mark with its audit row in
// one transaction.
import { and, count, desc, eq } from 'drizzle-orm';
import type { AdminMessage } from '#shared/contracts/admin.ts';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import { recordAudit } from '#server/audit/audit-log.ts';

type Row = typeof contactMessages.$inferSelect;
const toMessage = (m: Row): AdminMessage => ({
  id: m.id,
  full_name: m.full_name,
  email: m.email,
  message: m.message,
  user: m.user_id,
  is_read: m.is_read,
  created_at: m.created_at.toISOString(),
});

/** Newest first; `is_read` left out means every message. */
export async function listMessages(
  db: Db,
  query: { page: number; page_size: number; is_read?: boolean | undefined },
) {
  const { page, page_size, is_read } = query;
  const where = and(is_read === undefined ? undefined : eq(contactMessages.is_read, is_read));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return { messages: rows.map(toMessage), total: total?.value ?? 0 };
}

/** The message after the change, or null when there is no message with this id. */
export async function setMessageRead(
  db: Db,
  input: { id: string; isRead: boolean; actorId: string },
): Promise<AdminMessage | null> {
  const { id, isRead, actorId } = input;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ full_name: contactMessages.full_name, is_read: contactMessages.is_read })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!before) return null;
    const [after] = await tx
      .update(contactMessages)
      .set({ is_read: isRead })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'message.update',
      targetType: 'message',
      targetId: id,
      before,
      after: { full_name: after!.full_name, is_read: after!.is_read },
    });
    return toMessage(after!);
  });
}
