// The daily watchlist mail (watchlist_mail job): the user's unsent events, marked sent in the
// transaction that queues the mail. Listings no longer visible by their link are left out;
// a user who switched the mails off in the meantime gets nothing.
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { watchlistMail } from '#server/mail/templates/watchlist.ts';
import { lockMailRecipient, markEventsSent } from './repository.ts';

export async function sendWatchlistMail(
  { db, config }: { db: Db; config: Config },
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockMailRecipient(tx, userId);
    if (!user) return;
    const events = await markEventsSent(tx, userId);
    if (events.length === 0) return;
    const mail = watchlistMail({
      language: mailLanguage(user.language),
      name: user.name,
      siteUrl: config.siteUrl,
      events: events.map((e) => ({ ...e, price: Number(e.price) })),
    });
    await enqueue(tx, { task: 'send_mail', payload: { to: user.email, ...mail } });
  });
}
