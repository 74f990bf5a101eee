// The daily watchlist mail (watchlist_mail job): the user's unsent events, marked sent in the
// transaction that queues the mail. Listings no longer visible by their link are left out;
// a user who switched the mails off in the meantime gets nothing.
import { formatMoney } from '#shared/money.ts';
import type { Config } from '#server/app-deps.ts';
import type { Db } from '#server/db/client.ts';
import { enqueue } from '#server/jobs/queue.ts';
import { mailLanguage } from '#server/mail/i18n.ts';
import { linkMail } from '#server/mail/templates/layout.ts';
import { WATCHLIST_WORDS } from '#server/mail/templates/watchlist-words.ts';
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
    const language = mailLanguage(user.language);
    const words = WATCHLIST_WORDS[language];
    const money = (e: (typeof events)[number]) =>
      formatMoney(Number(e.price), e.currency, language);
    const mail = linkMail({
      language,
      subject: words.subject,
      name: user.name,
      before: [
        words.intro,
        ...events.map(
          (e) =>
            `${words[e.kind](e.name.replace(/\s+/g, ' ').trim(), money(e))} ${config.siteUrl}/itemdetails/${e.id}`,
        ),
      ],
      button: { label: words.button, url: `${config.siteUrl}/dashboard` },
      after: [words.why],
    });
    await enqueue(tx, { task: 'send_mail', payload: { to: user.email, ...mail } });
  });
}
