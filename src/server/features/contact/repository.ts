// SQL of contact messages: stored with the caller's transaction (its mail job goes in the same
// one), read back while not yet mailed, then marked as mailed.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';

type NewContactMessage = {
  full_name: string;
  email: string;
  message: string;
  user_id: string | null;
};

export async function insertContactMessage(tx: Tx, values: NewContactMessage): Promise<string> {
  const [row] = await tx
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  return row!.id;
}

/** The message, or undefined when it is unknown or was already mailed. */
export async function findUnmailedContactMessage(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailed_at)));
  return row;
}

export async function markContactMessageMailed(db: Db, id: string): Promise<void> {
  await db.update(contactMessages).set({ mailed_at: new Date() }).where(eq(contactMessages.id, id));
}
