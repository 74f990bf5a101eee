// A contact message is stored with its mail job in one transaction, so a mail outage or a crash
// never loses one: the job (src/server/jobs/tasks/contact-message.ts) retries until it is sent,
// and mailed_at records that it was.
import type { ContactMessageInput } from '#shared/contracts/contact.ts';
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { contactMail } from '#server/mail/templates/contact.ts';
import {
  findUnmailedContactMessage,
  insertContactMessage,
  markContactMessageMailed,
} from './repository.ts';

export async function receiveContactMessage(
  db: Db,
  input: ContactMessageInput,
  userId: string | null,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, {
      full_name: input.fullName,
      email: input.email,
      message: input.message,
      user_id: userId,
    });
    await enqueue(tx, { task: 'contact_message', payload: { id } });
    return { id };
  });
}

/** Mails a stored message to the team unless it already was; throws when the mail fails. */
export async function mailContactMessage(
  { db, mailer, config }: { db: Db; mailer: Mailer; config: Config },
  id: string,
): Promise<void> {
  const row = await findUnmailedContactMessage(db, id);
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
  await markContactMessageMailed(db, id);
}
