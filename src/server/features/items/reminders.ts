// The daily passport reminder (passport_reminders job): every item whose check or repack is due
// (within DUE_SOON_DAYS of its end, by the same status function as the pages) mails its owner
// once per due date, unless they switched reminders off. Items are read a page at a time, the
// statuses of a page computed in three queries, and each mail queued in the claim's transaction.
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { linkMail } from '#server/mail/templates/layout.ts';
import { PASSPORT_REMINDER_WORDS } from '#server/mail/templates/passport-reminder-words.ts';
import { claimReminder, reminderItemsAfter, reminderRecipient } from './reminders-repository.ts';
import type { ItemRow } from './repository.ts';
import { statusesOf } from './service.ts';

const PAGE = 1000;

async function remind(
  { db, config }: { db: Db; config: Config },
  { item, kind, dueOn }: { item: ItemRow; kind: 'check' | 'repack'; dueOn: string },
) {
  return db.transaction(async (tx) => {
    if (!(await claimReminder(tx, { itemId: item.id, kind, dueOn }))) return false;
    const user = await reminderRecipient(tx, item.owner_id);
    if (!user) return false;
    const language = mailLanguage(user.language);
    const words = PASSPORT_REMINDER_WORDS[language];
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${dueOn}T00:00:00Z`),
    );
    const mail = linkMail({
      language,
      subject: words.subject,
      name: user.name,
      before: [words[kind](`${item.brand} ${item.model}`.replace(/\s+/g, ' ').trim(), date)],
      button: { label: words.button, url: `${config.siteUrl}/dashboard` },
      after: [words.why],
    });
    await enqueue(tx, { task: 'send_mail', payload: { to: user.email, ...mail } });
    return true;
  });
}

/** Sweeps every item; answers how many reminders were queued. */
export async function sweepPassportReminders(deps: { db: Db; config: Config }): Promise<number> {
  let afterId = '00000000-0000-0000-0000-000000000000';
  let sent = 0;
  for (;;) {
    const page = await reminderItemsAfter(deps.db, { afterId, limit: PAGE });
    if (page.length === 0) return sent;
    afterId = page.at(-1)!.id;
    const statuses = await statusesOf(deps.db, page);
    for (const item of page) {
      const s = statuses.get(item.id)!;
      if (s.check === 'due' && s.valid_until)
        sent += Number(await remind(deps, { item, kind: 'check', dueOn: s.valid_until }));
      if (s.repack === 'due' && s.repack_until)
        sent += Number(await remind(deps, { item, kind: 'repack', dueOn: s.repack_until }));
    }
  }
}
