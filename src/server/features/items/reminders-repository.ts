// SQL of passport reminders: the opt-out switch, the items the daily sweep reads page by page,
// and the claim that makes each due date's reminder go once.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
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

export type Reminder = { itemId: string; kind: 'check' | 'repack'; dueOn: string };

/** Claims the reminders of these due dates in one statement; answers those not sent before. */
export async function claimReminders(tx: Tx, reminders: Reminder[]): Promise<Reminder[]> {
  if (reminders.length === 0) return [];
  const rows = await tx
    .insert(passportReminders)
    .values(reminders.map((r) => ({ item_id: r.itemId, kind: r.kind, due_on: r.dueOn })))
    .onConflictDoNothing()
    .returning({
      itemId: passportReminders.item_id,
      kind: passportReminders.kind,
      dueOn: passportReminders.due_on,
    });
  return rows;
}

/** Where reminders go: the owners, unless suspended. */
export async function reminderRecipients(tx: Tx, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, Recipient>();
  const rows = await tx
    .select({ id: users.id, email: users.email, name: users.first_name, language: users.language })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.is_suspended, false)));
  return new Map(rows.map(({ id, ...user }) => [id, user]));
}
type Recipient = { email: string; name: string; language: string };
