// A contact message is stored with its mail job in one transaction, so a mail outage or a crash
// never loses one: the job (src/server/jobs/tasks/contact-message.ts) retries until it is sent,
// and mailed_at records that it was.
import { and, eq, isNull } from 'drizzle-orm';
import type { ContactMessageInput } from '#shared/contracts/contact.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import { enqueue } from '#server/jobs/queue.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { contactMail } from '#server/mail/templates/contact.ts';

export async function receiveContactMessage(
  db: Db,
  input: ContactMessageInput,
  userId: string | null,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        full_name: input.fullName,
        email: input.email,
        message: input.message,
        user_id: userId,
      })
      .returning({ id: contactMessages.id });
    await enqueue(tx, 'contact_message', { id: row!.id });
    return { id: row!.id };
  });
}

/** Mails a stored message to the team unless it already was; throws when the mail fails. */
export async function mailContactMessage(
  { db, mailer, config }: { db: Db; mailer: Mailer; config: Config },
  id: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailed_at)));
  if (!row) return;
  await mailer.send({
    to: config.contactEmail,
    replyTo: row.email,
    ...contactMail({
      fullName: row.full_name,
      email: row.email,
      message: row.message,
      receivedAt: row.created_at,
    }),
  });
  await db.update(contactMessages).set({ mailed_at: new Date() }).where(eq(contactMessages.id, id));
}
