// A contact message is stored first and mailed second, so a mail outage never loses one:
// mailed_at stays null and the message can be sent again later (an admin resend, or a job).
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ContactMessageInput } from '#shared/contracts/contact.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactMail } from '../../mail/templates/contact.ts';

type Deps = { db: Db; mailer: Mailer; config: Config; log: FastifyBaseLogger };

export async function receiveContactMessage(
  { db, mailer, config, log }: Deps,
  input: ContactMessageInput,
  userId: string | null,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      full_name: input.fullName,
      email: input.email,
      message: input.message,
      user_id: userId,
    })
    .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
  const { id, created_at } = row!;
  try {
    await mailer.send({
      to: config.contactEmail,
      replyTo: input.email,
      ...contactMail({ ...input, receivedAt: created_at }),
    });
    await db
      .update(contactMessages)
      .set({ mailed_at: new Date() })
      .where(eq(contactMessages.id, id));
  } catch (err) {
    // The visitor's message is safe in the database; the team reads it there or it is resent.
    log.error({ err, contactMessageId: id }, 'contact message stored but not mailed');
  }
  return { id };
}
