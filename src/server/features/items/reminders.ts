// The daily passport reminder (passport_reminders job): every item whose check or repack is due
// (within DUE_SOON_DAYS of its end, by the same status function as the pages) mails its owner
// once per due date, unless they switched reminders off. Items are read a page at a time, the
// statuses of a page computed in three queries, and a page's claims and mails written in one
// transaction (one commit per page, not per mail: 2 787 commits took most of the sweep's time).
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { passportReminderMail } from '#server/mail/templates/passport-reminder.ts';
import {
  claimReminders,
  reminderItemsAfter,
  reminderRecipients,
  type Reminder,
} from './reminders-repository.ts';
import type { ItemRow } from './repository.ts';
import { statusesOf } from './service.ts';

const PAGE = 1000;
type Deps = { db: Db; config: Config };

function reminderMail(
  { config }: Deps,
  {
    user,
    item,
    reminder,
  }: { user: { name: string; language: string }; item: ItemRow; reminder: Reminder },
) {
  return passportReminderMail({
    language: mailLanguage(user.language),
    name: user.name,
    siteUrl: config.siteUrl,
    gear: `${item.brand} ${item.model}`,
    kind: reminder.kind,
    dueOn: reminder.dueOn,
  });
}

/** One page's reminders: claimed and their mails queued in one transaction. */
async function remindPage(deps: Deps, { page, due }: { page: ItemRow[]; due: Reminder[] }) {
  if (due.length === 0) return 0;
  const byId = new Map(page.map((item) => [item.id, item]));
  return deps.db.transaction(async (tx) => {
    const claimed = await claimReminders(tx, due);
    const owners = [...new Set(claimed.map((r) => byId.get(r.itemId)!.owner_id))];
    const recipients = await reminderRecipients(tx, owners);
    let sent = 0;
    for (const reminder of claimed) {
      const item = byId.get(reminder.itemId)!;
      const user = recipients.get(item.owner_id);
      if (!user) continue;
      const mail = reminderMail(deps, { user, item, reminder });
      await enqueue(tx, { task: 'send_mail', payload: { to: user.email, ...mail } });
      sent++;
    }
    return sent;
  });
}

/** Sweeps every item; answers how many reminders were queued. */
export async function sweepPassportReminders(deps: Deps): Promise<number> {
  let afterId = '00000000-0000-0000-0000-000000000000';
  let sent = 0;
  for (;;) {
    const page = await reminderItemsAfter(deps.db, { afterId, limit: PAGE });
    if (page.length === 0) return sent;
    afterId = page.at(-1)!.id;
    const statuses = await statusesOf(deps.db, page);
    const due: Reminder[] = page.flatMap((item) => {
      const s = statuses.get(item.id)!;
      return [
        ...(s.check === 'due' && s.valid_until
          ? [{ itemId: item.id, kind: 'check' as const, dueOn: s.valid_until }]
          : []),
        ...(s.repack === 'due' && s.repack_until
          ? [{ itemId: item.id, kind: 'repack' as const, dueOn: s.repack_until }]
          : []),
      ];
    });
    sent += await remindPage(deps, { page, due });
  }
}
