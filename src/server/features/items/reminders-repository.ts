// SQL of passport reminders: the opt-out switch, the items the daily sweep reads page by page,
// and the claim that makes each due date's reminder go once.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  itemRecords,
  items,
  passportReminderOptOuts,
  passportReminders,
  users,
} from '#server/db/schema.ts';

export async function remindersEnabled(db: Db, userId: string) {
  const [row] = await db
    .select({ id: passportReminderOptOuts.user_id })
    .from(passportReminderOptOuts)
    .where(eq(passportReminderOptOuts.user_id, userId));
  return row === undefined;
}

export async function setRemindersEnabled(db: Db, userId: string, enabled: boolean) {
  if (enabled)
    await db.delete(passportReminderOptOuts).where(eq(passportReminderOptOuts.user_id, userId));
  else await db.insert(passportReminderOptOuts).values({ user_id: userId }).onConflictDoNothing();
}

/** A page of items with a check or repack, after `afterId`, of owners who want reminders. */
export async function reminderItemsAfter(
  db: Db,
  { afterId, limit }: { afterId: string; limit: number },
) {
  return db
    .select()
    .from(items)
    .where(
      and(
        gt(items.id, afterId),
        sql`exists (select 1 from ${itemRecords} r where r.item_id = ${items.id} and r.kind in ('check', 'repack'))`,
        sql`not exists (select 1 from ${passportReminderOptOuts} o where o.user_id = ${items.owner_id})`,
      ),
    )
    .orderBy(asc(items.id))
    .limit(limit);
}

/** Claims the reminder of this due date; false when it was already sent. */
export async function claimReminder(
  tx: Tx,
  reminder: { itemId: string; kind: 'check' | 'repack'; dueOn: string },
) {
  const rows = await tx
    .insert(passportReminders)
    .values({ item_id: reminder.itemId, kind: reminder.kind, due_on: reminder.dueOn })
    .onConflictDoNothing()
    .returning({ item: passportReminders.item_id });
  return rows.length > 0;
}

/** Where the reminder goes: the owner unless suspended. */
export async function reminderRecipient(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ email: users.email, name: users.first_name, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.is_suspended, false)));
  return user ?? null;
}
